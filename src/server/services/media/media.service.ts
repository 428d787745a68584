import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { MediaPurpose } from '#shared/schemas/media.js';
import type { Database } from '#server/db/client.js';
import { media } from '#server/db/schema/index.js';

/** Images kept in the database (the media table): one row per stored file, addressed by its id. */

export type MediaRow = typeof media.$inferSelect;
type Executor = Pick<Database, 'insert' | 'delete' | 'select'>;

export interface NewMedia {
  ownerId: string | null;
  purpose: MediaPurpose;
  contentType: string;
  width: number | null;
  height: number | null;
  bytes: Buffer;
}

function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function storeMedia(db: Executor, file: NewMedia, now: Date): Promise<MediaRow> {
  const [row] = await db
    .insert(media)
    .values({ ...file, byteSize: file.bytes.length, sha256: sha256Hex(file.bytes), createdAt: now })
    .returning();
  return row;
}

export async function findMedia(db: Database, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

export async function deleteMedia(db: Executor, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(media).where(inArray(media.id, ids));
}
