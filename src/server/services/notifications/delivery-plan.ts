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
};

export function emailSwitchFor(type: string): keyof EmailPreferences['emailNotifications'] {
  return EMAIL_SWITCH_FOR_TYPE[type as NotificationType] ?? 'systemUpdates';
}

export interface DeliveryFacts {
  type: string;
  /** The person's three switches for this type (notification_preferences, decision 130). */
  channels: NotificationChannels;
  emailPreferences: EmailPreferences;
  /** Only a verified address is emailed: anyone can sign up with someone else's address. */
  emailVerified: boolean;
  /** Channels the caller already covers itself (a reminder writes its own email and push). */
  handledElsewhere?: readonly NotificationChannel[];
}

/**
 * The one decision of which channels a notification uses (decision 162). Each channel is independent: turning
 * the bell off for a type does not stop its emails or pushes. Email also needs the matching email-preferences
 * switch and a verified address; unsubscribe links are honoured later, by the outbox at send time.
 */
export function planDelivery(facts: DeliveryFacts): DeliveryPlan {
  const elsewhere = new Set(facts.handledElsewhere ?? []);
  const wants = (channel: NotificationChannel) => facts.channels[channel] && !elsewhere.has(channel);
  return {
    inApp: wants('inApp'),
    email: wants('email') && facts.emailVerified && facts.emailPreferences.emailNotifications[emailSwitchFor(facts.type)],
    push: wants('push'),
  };
}
