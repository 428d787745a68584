import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which PostgreSQL they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** A PostgreSQL server. */
  url?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** Apply committed migrations before returning (default true). */
  migrate?: boolean;
  /** Pool size for a PostgreSQL server. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a failover, an administrator's terminate) emits 'error'
    // on the pool; unheard, it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    if (shouldMigrate) {
      // An advisory lock keeps two instances starting together from migrating at once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  if (shouldMigrate) await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Database, kind: 'pglite', close: () => client.close() };
}

const truncations = new WeakMap<Database, number>();

/**
 * How many times truncateAll emptied this database. In-memory copies of table contents (the signed-out
 * best-seller lists) compare it, so that a test's reset is never answered from memory.
 */
export function truncationCount(db: Database): number {
  return truncations.get(db) ?? 0;
}

/** Empties every table of the public schema: tests share one database per file and reset it between tests. */
export async function truncateAll(db: Database): Promise<void> {
  truncations.set(db, truncationCount(db) + 1);
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (result as unknown as { rows: { tablename: string }[] }).rows ?? (result as unknown as { tablename: string }[]);
  const names = rows.map((r) => `"${r.tablename}"`).filter((n) => n !== '"__drizzle_migrations"');
  if (names.length) await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
  truncations.set(db, truncationCount(db) + 1);
}

/** Rows of a raw db.execute() across both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] };
  return Array.isArray(r.rows) ? r.rows : (result as T[]);
}
