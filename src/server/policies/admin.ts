import { rule } from './rule.js';

/** The admin area and the client error log it reads. Moderators have user rights until their permissions are specified (fail closed). */
export const adminRules = {
  'admin:access': rule('admin'),
  // Anyone's browser reports its errors; only admins read and resolve them.
  'errors:report': rule('anyone'),
  'errors:list': rule('admin'),
  'errors:resolve': rule('admin'),
};
