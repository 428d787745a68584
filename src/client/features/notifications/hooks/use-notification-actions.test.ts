import { describe, expect, it } from 'vitest';
import { markAllReadToast } from './use-notification-actions';

describe('markAllReadToast', () => {
  it('confirms when something was marked', () => {
    expect(markAllReadToast(1)).toBe('All notifications marked as read');
    expect(markAllReadToast(42)).toBe('All notifications marked as read');
  });

  it("says you're all caught up when there was nothing unread", () => {
    expect(markAllReadToast(0)).toBe("You're all caught up!");
  });
});
