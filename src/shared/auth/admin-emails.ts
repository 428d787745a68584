import type { Role } from './roles.js';

/** ADMIN_EMAILS: an address on the list is an admin (given at sign-up and again at each sign-in). */
export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  const normalized = email.trim().toLowerCase();
  return adminEmails.some((e) => e.trim().toLowerCase() === normalized);
}

/** The role a person should hold after signing in: the list only ever raises a role, never lowers it. */
export function roleAfterSignIn(current: Role, email: string, adminEmails: readonly string[]): Role {
  return isAdminEmail(email, adminEmails) ? 'admin' : current;
}
