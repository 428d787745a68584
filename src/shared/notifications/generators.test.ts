import { describe, expect, it } from 'vitest';
import { CreateNotificationInput } from '#shared/schemas/notifications';
import {
  birthdayReminderNotification,
  birthdayWhen,
  giftRecommendationNotification,
  welcomeNotification,
} from './generators';

describe('generated notifications', () => {
  it('welcome: priority 1, to /onboarding with Get Started', () => {
    const n = welcomeNotification('Ada Lovelace');
    expect(n).toMatchObject({ type: 'welcome', priority: 1, actionUrl: '/onboarding', actionLabel: 'Get Started' });
    expect(n.title).toBe('Welcome to Giftwise, Ada!');
    expect(welcomeNotification('  ').title).toBe('Welcome to Giftwise!');
    expect(welcomeNotification(null).title).toBe('Welcome to Giftwise!');
  });

  it('birthday reminder: priority 1 today, 2 later, to /recipients with Find Gifts', () => {
    const today = birthdayReminderNotification({ recipientName: 'Grace', daysUntil: 0 });
    expect(today).toMatchObject({ type: 'birthday_reminder', priority: 1, actionUrl: '/recipients', actionLabel: 'Find Gifts' });
    expect(today.title).toBe("Grace's birthday is today");

    const later = birthdayReminderNotification({ recipientName: 'Grace', daysUntil: 5, recipientId: 'r1' });
    expect(later.priority).toBe(2);
    expect(later.title).toBe("Grace's birthday is in 5 days");
    expect(later.data).toEqual({ daysUntil: 5, recipientName: 'Grace', recipientId: 'r1' });
  });

  it("words the day as 'today' or 'in N days'", () => {
    expect(birthdayWhen(0)).toBe('today');
    expect(birthdayWhen(1)).toBe('in 1 day');
    expect(birthdayWhen(7)).toBe('in 7 days');
  });

  it('gift recommendation: priority 3, to /recommendations with View Gifts', () => {
    const n = giftRecommendationNotification({ count: 4, recipientName: 'Alan' });
    expect(n).toMatchObject({ type: 'gift_recommendation', priority: 3, actionUrl: '/recommendations', actionLabel: 'View Gifts' });
    expect(n.message).toBe('We found 4 new gift ideas for Alan.');
    expect(giftRecommendationNotification({ count: 1 }).message).toBe('We found 1 new gift idea for you.');
  });

  it('every generator output is a valid notification', () => {
    for (const content of [
      welcomeNotification('Ada'),
      birthdayReminderNotification({ recipientName: 'Grace', daysUntil: 3 }),
      giftRecommendationNotification({ count: 2 }),
    ]) {
      expect(CreateNotificationInput.safeParse({ userId: 'u1', ...content }).success).toBe(true);
    }
  });
});
