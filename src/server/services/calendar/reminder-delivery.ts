import type { NotificationChannels } from '#shared/schemas/notification-preferences.js';

/** What decides how a due reminder reaches its owner (decision 174). */
export interface ReminderDeliveryFacts {
  /** The owner's address opted out of reminder emails (or of every email) through an unsubscribe link. */
  unsubscribed: boolean;
  /** Email preferences' 'Occasion reminders' (admin-area.md 3). */
  occasionRemindersEmail: boolean;
  /** A birthday reminder also follows the 'Birthday reminders' row of the notifications grid. */
  isBirthday: boolean;
  birthdayChannels: NotificationChannels;
  /** The recipient's push_reminders (decision 163). */
  pushReminders: boolean;
}

export interface ReminderDelivery {
  email: boolean;
  push: boolean;
}

/**
 * Each channel on its own (as decision 162 does for notifications): the email needs 'Occasion reminders' on, no
 * unsubscribe, and for a birthday the grid's email switch; the push follows the recipient's push_reminders, so an
 * email turned off never silences a push the person asked for. (A birthday's grid push switch is honoured by the
 * birthday notification itself.)
 */
export function planReminderDelivery(facts: ReminderDeliveryFacts): ReminderDelivery {
  const gridEmail = !facts.isBirthday || facts.birthdayChannels.email;
  return {
    email: !facts.unsubscribed && facts.occasionRemindersEmail && gridEmail,
    push: facts.pushReminders,
  };
}
