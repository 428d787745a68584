import type { Database } from '#server/db/client.js';
import { ACTIVITY_FAILED, type ActivityStore, type SocialLog } from '#server/services/social/activities.service.js';

/**
 * What a wishlist operation needs (issue 18): the database, the clock, and the site settings whose 'Social
 * Features' switch decides whether activity is written. The app context has all three.
 */
export interface OperationDeps {
  db: Database;
  now: () => Date;
  siteSettings: ActivityStore['siteSettings'];
}

/**
 * A write and its side effects (activity, achievements and the achievement's notification and jobs) in one
 * transaction, the operation's own. The side effects run in a savepoint: they never fail the write. They catch
 * their own errors, but on PostgreSQL a failed statement aborts the transaction even when it is caught, so the
 * savepoint is what keeps the write: its release fails, it is rolled back to, and the write commits without
 * them (logged as 'Failed to create activity'). The settings are read before the transaction opens, so nothing
 * inside it waits for another connection.
 */
export async function writeWithSideEffects<T>(
  deps: OperationDeps,
  log: SocialLog,
  write: (tx: Database) => Promise<T>,
  effects: (store: ActivityStore, written: T) => Promise<void>,
): Promise<T> {
  const settings = await deps.siteSettings.get();
  const siteSettings = { get: async () => settings };
  return deps.db.transaction(async (tx) => {
    const written = await write(tx as unknown as Database);
    try {
      await tx.transaction(async (savepoint) => effects({ db: savepoint as unknown as Database, siteSettings }, written));
    } catch (err) {
      log.error({ err }, ACTIVITY_FAILED);
    }
    return written;
  });
}
