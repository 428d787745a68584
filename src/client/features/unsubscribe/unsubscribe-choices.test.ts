import { describe, expect, it } from 'vitest';
import { initialChoices, summaryOf } from './unsubscribe-choices';

describe('unsubscribe choices', () => {
  it("ticks the link's own type and what the address already left", () => {
    expect(initialChoices({ scope: 'marketing', unsubscribed: { all: false, marketing: false, reminders: false } })).toEqual({
      all: false,
      marketing: true,
      reminders: false,
    });
    expect(initialChoices({ scope: 'reminders', unsubscribed: { all: true, marketing: false, reminders: false } })).toEqual({
      all: true,
      marketing: false,
      reminders: true,
    });
  });

  it('sums up the saved state', () => {
    expect(summaryOf({ all: true, marketing: false, reminders: false })).toMatch(/not receive any emails/);
    expect(summaryOf({ all: false, marketing: true, reminders: true })).toBe('You will no longer receive marketing or reminder emails.');
    expect(summaryOf({ all: false, marketing: false, reminders: false })).toMatch(/subscribed/);
  });
});
