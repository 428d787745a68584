import type { NotificationType } from '#shared/constants/choice-lists';
import type { NotificationChannel } from '#shared/schemas/notification-preferences';
import type { EmailPreferences } from '#shared/schemas/email-preferences';

type Labels<T> = { [K in keyof T]: { label: string; hint: string } };

/** admin-area.md 3, "User email preferences": the email switches. */
export const EMAIL_NOTIFICATION_LABELS: Labels<EmailPreferences['emailNotifications']> = {
  occasionReminders: { label: 'Occasion reminders', hint: 'Emails before the birthdays and occasions in your calendar.' },
  giftRecommendations: { label: 'Gift recommendations', hint: 'New gift ideas picked for you and the people you shop for.' },
  priceDrops: { label: 'Price drops', hint: 'When something on your wishlists gets cheaper.' },
  newsletter: { label: 'Newsletter', hint: 'Gift guides and seasonal ideas, now and then.' },
  marketing: { label: 'Marketing emails', hint: 'Offers and news about Giftwise.' },
  socialActivity: { label: 'Social activity', hint: 'Friend requests, likes and comments on your activity.' },
  systemUpdates: { label: 'System updates', hint: 'Changes to the service and to these terms.' },
};

export const PUSH_NOTIFICATION_LABELS: Labels<EmailPreferences['pushNotifications']> = {
  occasionReminders: { label: 'Occasion reminders', hint: 'An alert in Giftwise before an occasion.' },
  giftRecommendations: { label: 'Gift recommendations', hint: 'An alert when new gift ideas are ready.' },
  priceDrops: { label: 'Price drops', hint: 'An alert when a wishlist item gets cheaper.' },
  socialActivity: { label: 'Social activity', hint: 'An alert for friend requests and reactions.' },
};

export const PRICE_DROP_TIMING_LABELS: Record<EmailPreferences['reminderTiming']['priceDrops'], string> = {
  immediate: 'Right away',
  daily: 'Once a day',
  weekly: 'Once a week',
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
  friend_request: { label: 'Friend requests', hint: 'When someone wants to connect with you.' },
  achievement: { label: 'Achievements', hint: 'Milestones you reach as a gift giver.' },
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In the app',
  email: 'By email',
  push: 'By push',
};
