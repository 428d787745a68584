import { isSuspended } from '#shared/auth/suspension.js';
import { rule } from './rule.js';

/** The 'User Registration' site setting, read when someone tries to create an account. */
export interface RegistrationResource {
  userRegistration: boolean;
}

/** The account behind a session (being created or being used) and the time of the request. */
export interface SessionResource {
  user: { banned?: boolean | null; banExpires?: Date | string | null };
  now: Date;
}

/** Accounts and sessions: the auth layer asks these directly (src/server/auth). */
export const accountRules = {
  // Who is signed in (or nobody): the client's session probe answers everyone, each about themself only.
  'session:read': rule('anyone'),
  // Creating an account by any public path (email, Google, GitHub) while 'User Registration' is on.
  'account:register': rule<RegistrationResource>('anyone', (_actor, settings) => settings.userRegistration),
  // Signing in and keeping a session: not while suspended (a suspension with an end date lifts itself).
  'session:use': rule<SessionResource>('anyone', (_actor, { user, now }) => !isSuspended(user, now)),
};
