import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { emailOutbox } from '#server/db/schema/index.js';

export type OutboxMessage = typeof emailOutbox.$inferSelect;

const LIST_LIMIT = 200;

/** The outbox newest first (optionally to one address): what the development mailbox shows. */
export function listOutboxMessages(db: Database, to?: string): Promise<OutboxMessage[]> {
  const query = db.select().from(emailOutbox);
  return (to ? query.where(eq(emailOutbox.toAddress, to.trim().toLowerCase())) : query)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(LIST_LIMIT);
}

export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ?? null;
}
