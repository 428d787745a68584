import { rule } from './rule.js';

/** A person's own profile: the routes carry no user id, so the resource is always the actor's own. */
export const profileRules = {
  'profile:read': rule('person'),
  'profile:update': rule('person'),
};
