import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { ProvidedContext } from 'vitest';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, openDatabase, pgliteListen, queryLogger, rowsOf } from '#server/db/client.js';
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

/** Per database: one query naming the public tables that hold rows and the sequences that were used (see resetDatabase). */
const touchedProbes = new WeakMap<Database, Promise<SQL | null>>();

async function touchedProbe(db: Database): Promise<SQL | null> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> '__drizzle_migrations'`),
  ).map((r) => r.name);
  const sequences = rowsOf<{ name: string }>(
    await db.execute(sql`select sequencename as name from pg_sequences where schemaname = 'public'`),
  ).map((r) => r.name);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const literal = (name: string) => `'${name.replace(/'/g, "''")}'`;
  const probes = [
    ...tables.map((t) => `select 'table' as kind, ${literal(t)} as name where exists (select 1 from ${quote(t)})`),
    ...sequences.map((q) => `select 'sequence' as kind, ${literal(q)} as name from ${quote(q)} where is_called`),
  ];
  return probes.length ? sql.raw(probes.join(' union all ')) : null;
}

/**
 * Empties the tables of the public schema that hold rows and restarts the sequences that were used: tests share
 * one database per file and reset it between tests. One query finds them (a test touches a few tables); deleting
 * their rows with the foreign-key triggers off costs a few milliseconds, where truncating every table (or
 * truncating one with cascade, which reaches nearly all of them through users) cost about 40.
 */
export async function resetDatabase(db: Database): Promise<void> {
  if (!touchedProbes.has(db)) touchedProbes.set(db, touchedProbe(db));
  const probe = await touchedProbes.get(db)!;
  const touched = probe ? rowsOf<{ kind: 'table' | 'sequence'; name: string }>(await db.execute(probe)) : [];
  if (touched.length) {
    await db.transaction(async (tx) => {
      // Every row of these tables goes, so no reference is left dangling: the checks can be skipped (superuser).
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const { kind, name } of touched) {
        await tx.execute(kind === 'table' ? sql`delete from ${sql.identifier(name)}` : sql`alter sequence ${sql.identifier(name)} restart`);
      }
    });
  }
}

