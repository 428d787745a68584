import { describe, expect, it } from 'vitest';
import { headerMenuItems, headerNavItems, isActivePath, mobileNavItems } from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('headerNavItems', () => {
  it('shows How It Works to everyone', () => {
    expect(headerNavItems(false, true)).toEqual([{ key: 'how-it-works', label: 'How It Works', to: '/how-it-works' }]);
  });

  it('adds the personal product when signed in', () => {
    expect(labels(headerNavItems(true, true))).toEqual(['How It Works', 'Discover', 'AI Picks', 'Recipients', 'Calendar', 'Social']);
    expect(headerNavItems(true, true).find((item) => item.label === 'AI Picks')?.to).toBe('/gift-for-someone');
  });

  it("leaves out Social, in the header and its menu, while the 'Social Features' site setting is off", () => {
    expect(labels(headerNavItems(true, false))).toEqual(['How It Works', 'Discover', 'AI Picks', 'Recipients', 'Calendar']);
    expect(labels(headerMenuItems(true, false))).toEqual(['How It Works', 'Discover', 'AI Picks', 'Recipients', 'Calendar', 'Help']);
  });
});

describe('mobileNavItems', () => {
  it('offers Home, Discover, AI Picks and Profile (to sign in) when signed out', () => {
    expect(mobileNavItems(false).map(({ label, to }) => [label, to])).toEqual([
      ['Home', '/'],
      ['Discover', '/discover'],
      ['AI Picks', '/gift-for-someone'],
      ['Profile', '/login'],
    ]);
  });

  it('adds Wishlists and Alerts, and Profile leads to the profile, when signed in', () => {
    expect(mobileNavItems(true).map(({ label, to }) => [label, to])).toEqual([
      ['Home', '/'],
      ['Discover', '/discover'],
      ['AI Picks', '/gift-for-someone'],
      ['Wishlists', '/wishlists'],
      ['Alerts', '/notifications'],
      ['Profile', '/profile'],
    ]);
  });
});

describe('isActivePath', () => {
  it('lights Home only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/discover', '/')).toBe(false);
  });

  it('lights an item for its path and the paths below it', () => {
    expect(isActivePath('/wishlists', '/wishlists')).toBe(true);
    expect(isActivePath('/wishlists/123', '/wishlists')).toBe(true);
    expect(isActivePath('/notifications', '/notifications')).toBe(true);
  });

  it('does not light an item for a path that merely starts with the same letters', () => {
    expect(isActivePath('/profiles', '/profile')).toBe(false);
    expect(isActivePath('/discovery', '/discover')).toBe(false);
    expect(isActivePath('/recipients', '/wishlists')).toBe(false);
  });
});
