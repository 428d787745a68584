import type { UnsubscribeFlags, UnsubscribeScope } from '#shared/schemas/unsubscribe.js';

/** notifications: an email about an in-app notification type, sent when that type's email switch is on (decision 162). */
export type EmailCategory = 'transactional' | 'marketing' | 'reminders' | 'notifications';

/** Account emails (verification, password reset) are never suppressed and carry no unsubscribe link. */
export function isTransactional(category: string): boolean {
  return category === 'transactional';
}

/** The unsubscribe type a link in an email of this category covers; unknown categories fall under 'all'. */
export function unsubscribeScopeFor(category: string): UnsubscribeScope {
  if (category === 'marketing' || category === 'reminders') return category;
  return 'all';
}

/** True when the address has opted out of this category (or of everything). */
export function isSuppressed(category: string, flags: UnsubscribeFlags | null | undefined): boolean {
  if (isTransactional(category) || !flags) return false;
  if (flags.all) return true;
  const scope = unsubscribeScopeFor(category);
  return scope !== 'all' && flags[scope];
}
