import type { Role } from '#shared/auth/roles.js';

/** The person making a request, as the policies see them. */
export interface Actor {
  userId: string;
  email: string;
  role: Role;
  sessionId: string;
  emailVerified: boolean;
}
