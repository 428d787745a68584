import type { LegacyImportInput } from '#shared/schemas/social';

/**
 * The earlier product's browser copies of the social data (core-app.md 4: migrated to the database, then
 * removed). The spec does not name the keys; these are the ones the earlier product wrote (decision 170).
 */
export const LEGACY_SOCIAL_KEYS = {
  profile: 'giftwise_social_profile',
  connections: 'giftwise_friend_connections',
} as const;

type Loose = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function parse(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored profile in either spelling (camelCase or the database's snake_case). */
function legacyProfile(value: unknown): LegacyImportInput['profile'] {
  if (!value || typeof value !== 'object') return undefined;
  const p = value as Loose;
  const style = p.giftingStyle ?? p.gifting_style;
  const profile = {
    displayName: text(p.displayName ?? p.display_name),
    bio: text(p.bio),
    location: text(p.location),
    giftingStyle: Array.isArray(style) ? style.map(text).filter((s): s is string => Boolean(s)) : undefined,
  };
  return Object.values(profile).some((v) => v !== undefined) ? profile : undefined;
}

/** Each stored connection names the other person by id (any of the earlier spellings) or by email. */
type LegacyConnection = NonNullable<LegacyImportInput['connections']>[number];

function legacyConnections(value: unknown, ownId: string): LegacyConnection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): LegacyConnection[] => {
    if (!entry || typeof entry !== 'object') return [];
    const c = entry as Loose;
    const ids = [c.userId, c.user_id, c.friendId, c.friend_id, c.addressee_id, c.requester_id].map(text).filter(Boolean);
    const userId = ids.find((id) => id !== ownId);
    const email = text(c.email)?.toLowerCase();
    if (userId) return [{ userId }];
    return email ? [{ email }] : [];
  });
}

/** What the browser still holds, as the import's body; null when there is nothing to import. */
export function readLegacySocialData(storage: Storage, ownId: string): LegacyImportInput | null {
  const profile = legacyProfile(parse(storage.getItem(LEGACY_SOCIAL_KEYS.profile)));
  const connections = legacyConnections(parse(storage.getItem(LEGACY_SOCIAL_KEYS.connections)), ownId).slice(0, 200);
  const hasKeys = Object.values(LEGACY_SOCIAL_KEYS).some((key) => storage.getItem(key) !== null);
  if (!hasKeys) return null;
  return { ...(profile ? { profile } : {}), connections };
}

export function clearLegacySocialData(storage: Storage): void {
  for (const key of Object.values(LEGACY_SOCIAL_KEYS)) storage.removeItem(key);
}
