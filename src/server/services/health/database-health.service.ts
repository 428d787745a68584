import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';

/** Whether the database answers a trivial query (GET /api/health, probed often by load balancers). */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
