// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLegacySocialData, LEGACY_SOCIAL_KEYS, readLegacySocialData } from './legacy-social-data';

describe('the legacy social data in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads nothing when the earlier product left nothing', () => {
    expect(readLegacySocialData(localStorage, 'me')).toBeNull();
  });

  it('reads the profile in either spelling and each connection by the other person’s id or email', () => {
    localStorage.setItem(LEGACY_SOCIAL_KEYS.profile, JSON.stringify({ display_name: ' Ann ', bio: 'Gifts!', gifting_style: ['Thoughtful', 3, ''] }));
    localStorage.setItem(
      LEGACY_SOCIAL_KEYS.connections,
      JSON.stringify([
        { requester_id: 'me', addressee_id: 'u2', status: 'accepted' },
        { friendId: 'u3' },
        { email: 'Bo@Example.com' },
        { status: 'pending' },
        'junk',
      ]),
    );
    expect(readLegacySocialData(localStorage, 'me')).toEqual({
      profile: { displayName: 'Ann', bio: 'Gifts!', location: undefined, giftingStyle: ['Thoughtful'] },
      connections: [{ userId: 'u2' }, { userId: 'u3' }, { email: 'bo@example.com' }],
    });
  });

  it('still answers (so the keys get cleared) when what is stored is not JSON', () => {
    localStorage.setItem(LEGACY_SOCIAL_KEYS.connections, '{not json');
    expect(readLegacySocialData(localStorage, 'me')).toEqual({ connections: [] });
  });

  it('sends at most 200 connections, the import’s limit', () => {
    localStorage.setItem(LEGACY_SOCIAL_KEYS.connections, JSON.stringify(Array.from({ length: 250 }, (_, i) => ({ userId: `u${i}` }))));
    expect(readLegacySocialData(localStorage, 'me')?.connections).toHaveLength(200);
  });

  it('clears both keys and nothing else', () => {
    localStorage.setItem(LEGACY_SOCIAL_KEYS.profile, '{}');
    localStorage.setItem(LEGACY_SOCIAL_KEYS.connections, '[]');
    localStorage.setItem('other', 'kept');
    clearLegacySocialData(localStorage);
    expect(Object.keys(localStorage)).toEqual(['other']);
  });
});
