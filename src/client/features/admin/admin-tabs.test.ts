import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminTabFrom, DEFAULT_ADMIN_TAB } from './admin-tabs';

describe('the admin tabs', () => {
  it('are the spec’s ten, in order', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'AI Models',
      'Email Marketing',
      'Blog',
      'Affiliate',
      'Users',
      'Content',
      'Analytics',
      'Performance',
      'Migration',
      'Settings',
    ]);
    expect(new Set(ADMIN_TABS.map((tab) => tab.value)).size).toBe(10);
  });

  it('open on AI Models by default and for an unknown ?tab=', () => {
    expect(DEFAULT_ADMIN_TAB).toBe('ai-models');
    expect(adminTabFrom(null)).toBe('ai-models');
    expect(adminTabFrom('nonsense')).toBe('ai-models');
    expect(adminTabFrom('users')).toBe('users');
  });
});
