import { Bell, Cake, Gift, Heart, MessageCircle, PartyPopper, Trophy, UserPlus } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '#shared/constants/choice-lists';
import { notificationLook } from './notification-icons';

describe('notificationLook', () => {
  it('gives each of the spec’s types its own icon', () => {
    expect(NOTIFICATION_TYPES.map((type) => notificationLook(type).icon)).toEqual([PartyPopper, Cake, Gift, Heart, UserPlus, Trophy, MessageCircle]);
  });

  it('falls back to the bell for any other type, inherited names included', () => {
    expect(notificationLook('price_drop').icon).toBe(Bell);
    expect(notificationLook('constructor').icon).toBe(Bell);
  });
});
