import type { NotificationType } from '#shared/constants/choice-lists';
import type { NotificationChannel } from '#shared/schemas/notification-preferences';
import type { SENT_EMAIL_SWITCHES } from '#shared/schemas/email-preferences';

/** admin-area.md 3, "User email preferences": the email switches that have an email behind them (SENT_EMAIL_SWITCHES). */
export const EMAIL_NOTIFICATION_LABELS: Record<(typeof SENT_EMAIL_SWITCHES)[number], { label: string; hint: string }> = {
  occasionReminders: { label: 'Occasion reminders', hint: 'Emails before the birthdays and occasions in your calendar.' },
  giftRecommendations: { label: 'Gift recommendations', hint: 'New gift ideas picked for you and the people you shop for.' },
  socialActivity: { label: 'Social activity', hint: 'Friend requests, wishlist updates and achievements.' },
  systemUpdates: { label: 'System updates', hint: 'The welcome email when you join, and emails about Giftwise itself.' },
};

export function reminderDaysLabel(days: number): string {
  if (days === 7) return '1 week before';
  if (days === 14) return '2 weeks before';
  if (days === 30) return '30 days before';
  return days === 1 ? '1 day before' : `${days} days before`;
}

/** core-app.md 3, the notification types, as the notification preferences name them. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, { label: string; hint: string }> = {
  welcome: { label: 'Welcome and getting started', hint: 'Tips when you are new to Giftwise.' },
  birthday_reminder: { label: 'Birthday reminders', hint: 'Before the birthdays of the people you shop for.' },
  gift_recommendation: { label: 'Gift recommendations', hint: 'When new gift ideas are ready.' },
  wishlist_update: { label: 'Wishlist updates', hint: 'Changes to wishlists you share.' },
  friend_request: { label: 'Friend requests', hint: 'When someone wants to connect with you, or accepts your request.' },
  achievement: { label: 'Achievements', hint: 'Milestones you reach as a gift giver.' },
  social_activity: { label: 'Social activity', hint: 'Likes, comments and replies on your activity.' },
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In the app',
  email: 'By email',
  push: 'By push',
};
