import type { UnsubscribeFlags, UnsubscribeScope, UnsubscribeStatus } from '#shared/schemas/unsubscribe';

/** The three unsubscribe types (admin-area.md 9) as the page words them. */
export const UNSUBSCRIBE_CHOICES: { key: UnsubscribeScope; label: string; hint: string }[] = [
  { key: 'marketing', label: 'Marketing emails', hint: 'Newsletters, offers and news about Giftwise.' },
  { key: 'reminders', label: 'Reminder emails', hint: 'Gift reminders before birthdays and occasions.' },
  { key: 'all', label: 'All emails', hint: 'Everything above and any other email we may send. Account emails such as password resets still arrive.' },
];

export const SCOPE_NAMES: Record<UnsubscribeScope, string> = {
  marketing: 'marketing',
  reminders: 'reminder',
  all: 'Giftwise',
};

/**
 * The boxes ticked when the page opens: what the address is already unsubscribed from, and the type the
 * link was sent for (the person clicked "unsubscribe" in such an email).
 */
export function initialChoices(status: Pick<UnsubscribeStatus, 'scope' | 'unsubscribed'>): UnsubscribeFlags {
  return { ...status.unsubscribed, [status.scope]: true };
}

/** What the saved state means, in one sentence. */
export function summaryOf(flags: UnsubscribeFlags): string {
  if (flags.all) return 'You will not receive any emails from Giftwise, apart from emails about your account itself.';
  if (flags.marketing && flags.reminders) return 'You will no longer receive marketing or reminder emails.';
  if (flags.marketing) return 'You will no longer receive marketing emails. Reminders still arrive.';
  if (flags.reminders) return 'You will no longer receive reminder emails. Marketing emails still arrive if you chose them.';
  return 'You are subscribed to all the emails you chose in your profile.';
}
