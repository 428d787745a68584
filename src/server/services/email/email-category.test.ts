import { describe, expect, it } from 'vitest';
import { isSuppressed, isTransactional, unsubscribeScopeFor } from './email-category.js';

const none = { all: false, marketing: false, reminders: false };

describe('email categories', () => {
  it('never suppresses transactional email, even after unsubscribing from all', () => {
    expect(isTransactional('transactional')).toBe(true);
    expect(isSuppressed('transactional', { ...none, all: true })).toBe(false);
  });

  it('suppresses marketing after unsubscribing from marketing or all, not from reminders', () => {
    expect(isSuppressed('marketing', { ...none, marketing: true })).toBe(true);
    expect(isSuppressed('marketing', { ...none, all: true })).toBe(true);
    expect(isSuppressed('marketing', { ...none, reminders: true })).toBe(false);
  });

  it('suppresses reminders after unsubscribing from reminders or all, not from marketing', () => {
    expect(isSuppressed('reminders', { ...none, reminders: true })).toBe(true);
    expect(isSuppressed('reminders', { ...none, all: true })).toBe(true);
    expect(isSuppressed('reminders', { ...none, marketing: true })).toBe(false);
  });

  it('sends when the address never unsubscribed', () => {
    expect(isSuppressed('marketing', null)).toBe(false);
    expect(isSuppressed('reminders', none)).toBe(false);
  });

  it('maps categories to the unsubscribe type their links cover', () => {
    expect(unsubscribeScopeFor('marketing')).toBe('marketing');
    expect(unsubscribeScopeFor('reminders')).toBe('reminders');
    expect(unsubscribeScopeFor('digest')).toBe('all');
    expect(isSuppressed('digest', { ...none, marketing: true })).toBe(false);
    expect(isSuppressed('digest', { ...none, all: true })).toBe(true);
  });
});
