import type { NotificationType } from '#shared/constants/choice-lists.js';

/** What a generator produces: everything of a notification except whom it is for. */
export interface NotificationContent {
  type: NotificationType;
  title: string;
  message: string;
  priority: number;
  actionUrl: string;
  actionLabel: string;
  data: Record<string, unknown>;
}

/** core-app.md 9: sign-up greets the person and points at onboarding. */
export function welcomeNotification(name?: string | null): NotificationContent {
  const firstName = name?.trim().split(/\s+/)[0];
  return {
    type: 'welcome',
    title: firstName ? `Welcome to Giftwise, ${firstName}!` : 'Welcome to Giftwise!',
    message: 'Tell us a little about yourself and we will suggest gifts the people you love will enjoy.',
    priority: 1,
    actionUrl: '/onboarding',
    actionLabel: 'Get Started',
    data: {},
  };
}

/** 'today' or 'in N days' (core-app.md 9). */
export function birthdayWhen(daysUntil: number): string {
  if (daysUntil <= 0) return 'today';
  return daysUntil === 1 ? 'in 1 day' : `in ${daysUntil} days`;
}

/** core-app.md 9: a birthday coming up; today's is the most urgent (priority 1), later ones priority 2. */
export function birthdayReminderNotification(input: {
  recipientName: string;
  daysUntil: number;
  recipientId?: string;
}): NotificationContent {
  const daysUntil = Math.max(0, Math.floor(input.daysUntil));
  const when = birthdayWhen(daysUntil);
  return {
    type: 'birthday_reminder',
    title: `${input.recipientName}'s birthday is ${when}`,
    message: `${input.recipientName}'s birthday is ${when}. Find a gift they will love.`,
    priority: daysUntil === 0 ? 1 : 2,
    actionUrl: '/recipients',
    actionLabel: 'Find Gifts',
    data: { daysUntil, recipientName: input.recipientName, ...(input.recipientId ? { recipientId: input.recipientId } : {}) },
  };
}

/** core-app.md 9: new gift ideas are worth a look but never urgent (priority 3). */
export function giftRecommendationNotification(input: { count: number; recipientName?: string }): NotificationContent {
  const count = Math.max(1, Math.floor(input.count));
  const ideas = count === 1 ? '1 new gift idea' : `${count} new gift ideas`;
  return {
    type: 'gift_recommendation',
    title: 'New gift recommendations',
    message: input.recipientName ? `We found ${ideas} for ${input.recipientName}.` : `We found ${ideas} for you.`,
    priority: 3,
    actionUrl: '/recommendations',
    actionLabel: 'View Gifts',
    data: { count, ...(input.recipientName ? { recipientName: input.recipientName } : {}) },
  };
}
