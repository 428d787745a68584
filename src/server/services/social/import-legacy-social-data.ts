import { inArray, sql } from 'drizzle-orm';
import type { LegacyImportInput } from '#shared/schemas/social.js';
import { AppError } from '#server/errors.js';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/auth.js';
import { fillEmptyProfileFields } from './profiles.service.js';
import { sendFriendRequest } from './send-friend-request.js';

/**
 * POST /api/social/legacy-import as one operation (issue 18). The earlier product kept social data and friend connections in the browser's local storage (core-app.md
 * 5): the client sends them once and then removes them. The profile fills only empty fields; each
 * connection becomes a pending request from the person, because a browser cannot prove the other side
 * ever accepted. Unknown people, blocks and existing connections are skipped.
 */
export async function importLegacySocialData(db: Database, userId: string, input: LegacyImportInput, now: Date): Promise<{ profile: boolean; requests: number }> {
  const profile = input.profile ? await fillEmptyProfileFields(db, userId, input.profile, now) : false;
  const targets = await resolveConnections(db, input.connections ?? []);
  let requests = 0;
  for (const target of targets) {
    if (target === userId) continue;
    try {
      await sendFriendRequest({ db }, userId, target, now);
      requests += 1;
    } catch (error) {
      // Refused (unknown, blocked, existing, not accepting): skipped, as the contract says.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { profile, requests };
}

async function resolveConnections(db: Database, connections: NonNullable<LegacyImportInput['connections']>): Promise<string[]> {
  const ids = connections.flatMap((c) => (c.userId ? [c.userId] : []));
  const emails = connections.flatMap((c) => (!c.userId && c.email ? [c.email.toLowerCase()] : []));
  const byEmail = emails.length === 0 ? [] : await db.select({ id: users.id }).from(users).where(inArray(sql`lower(${users.email})`, emails));
  return [...new Set([...ids, ...byEmail.map((u) => u.id)])];
}
