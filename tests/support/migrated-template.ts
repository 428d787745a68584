import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.js';

/**
 * The API project's global setup (vitest.config.ts): the migrations run once per run, here, and every test
 * file starts from a copy of the migrated database (tests/support/test-db.ts) instead of migrating its own
 * (2.2 s each, against about 0.4 s to load a copy). docs/decisions/090.
 *
 * - In-memory PGlite (the default): the migrated data directory is dumped to a tar file once; each file loads it.
 * - The PostgreSQL server (TEST_DATABASE_URL): one migrated template database; each file is a
 *   `create database ... template` of it, which copies the files without running a statement of the migrations.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data directory (in-memory runs). */
    migratedPgliteDump: string;
    /** A migrated database on the server to copy (TEST_DATABASE_URL runs). */
    migratedTemplateDatabase: string;
  }
}

/** The connection string of `database` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `giftwise_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${template}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, template), poolSize: 1 });
    // A template must have no connection open while it is copied.
    await handle.close();
    project.provide('migratedTemplateDatabase', template);
    return () => onServer(serverUrl, `drop database if exists ${template} with (force)`);
  }

  const handle = await openDatabase({ dataDir: 'memory://' });
  // openDatabase hides the driver; the dump needs the PGlite instance drizzle was given.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Uncompressed: a gzip dump is a tenth of the size but each load would spend longer unpacking it.
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const directory = mkdtempSync(path.join(tmpdir(), 'giftwise-api-db-'));
  const file = path.join(directory, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  return async () => rmSync(directory, { recursive: true, force: true });
}
