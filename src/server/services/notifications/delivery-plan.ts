import type { NotificationType } from '#shared/constants/choice-lists.js';
import type { EmailPreferences } from '#shared/schemas/email-preferences.js';
import type { NotificationChannel, NotificationChannels } from '#shared/schemas/notification-preferences.js';

/** Which ways one notification goes out: stored for the bell, written as an email, pushed to the person's devices. */
export type DeliveryPlan = Record<NotificationChannel, boolean>;

/**
 * The email preferences switch (admin-area.md 3) that also governs emails about a notification type: a person
 * who turned off, say, social activity emails gets no friend-request emails, whatever the per-type table says.
 */
const EMAIL_SWITCH_FOR_TYPE: Record<NotificationType, keyof EmailPreferences['emailNotifications']> = {
  welcome: 'systemUpdates',
  birthday_reminder: 'occasionReminders',
  gift_recommendation: 'giftRecommendations',
  wishlist_update: 'socialActivity',
  friend_request: 'socialActivity',
  achievement: 'socialActivity',
  social_activity: 'socialActivity',
};

export function emailSwitchFor(type: string): keyof EmailPreferences['emailNotifications'] {
  return EMAIL_SWITCH_FOR_TYPE[type as NotificationType] ?? 'systemUpdates';
}

/**
 * What a due reminder adds to the facts (decision 174): its owner's unsubscribe link, and its recipient's
 * push_reminders (decision 163). The reminder's email follows 'Occasion reminders' and the grid's 'Birthday
 * reminders' row when the occasion is a birthday; its in-app notification exists only for a birthday.
 */
export interface ReminderFacts {
  /** The owner's address opted out of reminder emails (or of every email) through an unsubscribe link. */
  unsubscribed: boolean;
  isBirthday: boolean;
  /** The recipient's push_reminders. */
  pushReminders: boolean;
}

export interface DeliveryFacts {
  type: string;
  /** The person's three switches for this type (notification_preferences, decision 130). */
  channels: NotificationChannels;
  emailPreferences: EmailPreferences;
  /** Only a verified address is emailed: anyone can sign up with someone else's address. */
  emailVerified: boolean;
  /** Present when what goes out is a due reminder rather than a plain notification. */
  reminder?: ReminderFacts;
}

/**
 * The one decision of which channels a notification or a due reminder uses (decisions 162, 174). Each channel is
 * independent: turning the bell off for a type does not stop its emails or pushes. A notification's email also
 * needs the matching email-preferences switch and a verified address; unsubscribe links are honoured later, by
 * the outbox at send time. A reminder is decided by reminderPlan.
 */
export function planDelivery(facts: DeliveryFacts): DeliveryPlan {
  if (facts.reminder) return reminderPlan(facts, facts.reminder);
  return {
    inApp: facts.channels.inApp,
    email: facts.channels.email && facts.emailVerified && facts.emailPreferences.emailNotifications[emailSwitchFor(facts.type)],
    push: facts.channels.push,
  };
}

/**
 * A reminder, each channel on its own: the bell holds a birthday's notification when its grid row says so; the
 * email (the reminder's own 'Gift Reminder', written at once, so its address need not be verified) needs 'Occasion
 * reminders' on and no unsubscribe, and for a birthday the grid's email switch; one push goes when the recipient
 * has push_reminders on or, for a birthday, the grid's push switch is on, so an email turned off never silences a
 * push the person asked for.
 */
function reminderPlan(facts: DeliveryFacts, reminder: ReminderFacts): DeliveryPlan {
  const grid = reminder.isBirthday ? facts.channels : { inApp: false, email: true, push: false };
  return {
    inApp: grid.inApp,
    email: !reminder.unsubscribed && facts.emailPreferences.emailNotifications.occasionReminders && grid.email,
    push: reminder.pushReminders || grid.push,
  };
}
