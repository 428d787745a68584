import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { ProvidedContext } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase, pgliteListen, queryLogger, truncateAll } from '#server/db/client.js';
import * as schema from '#server/db/schema/index.js';
import { databaseUrl, onServer } from './migrated-template.js';

/** What the global setup provided, inside a vitest run (bench/run.ts builds a test app outside one). */
async function provided<K extends keyof ProvidedContext>(key: K): Promise<ProvidedContext[K] | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

/**
 * One database per test file: in-memory PGlite by default, or a database of its own on the PostgreSQL
 * server named by TEST_DATABASE_URL (CI's second pass). Both start as a copy of the database the API
 * project's global setup migrated once (tests/support/migrated-template.ts); run without that setup (another
 * project, or bench/run.ts outside vitest), the file migrates its own. Tests reset it with resetDatabase
 * between tests.
 */
export async function openTestDatabase(options: { onQuery?: (query: string) => void } = {}): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await provided('migratedPgliteDump');
    if (!dump) return openDatabase({ dataDir: 'memory://', onQuery: options.onQuery });
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(dump)]) });
    await client.waitReady;
    // The same drizzle options as openDatabase's (src/server/db/client.ts).
    const db = drizzle(client, { schema, casing: 'snake_case', logger: queryLogger(options.onQuery) }) as unknown as Database;
    return { db, kind: 'pglite', listen: pgliteListen(client), close: () => client.close() };
  }
  const name = `giftwise_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = await provided('migratedTemplateDatabase');
  await onServer(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ url, poolSize: 5, migrate: !template, onQuery: options.onQuery });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export { truncateAll as resetDatabase };
