import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which PostgreSQL they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: onNotify for each NOTIFY from any process on this database. onLost is called when the
   * listening connection drops (notifications may have been missed) and onNotify again once it is back.
   * The listener ends with the handle.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<void>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** payload: the NOTIFY's text ('' when none; absent after a reconnect, when anything may have been missed). */
  onNotify(payload?: string): void;
  onLost?(): void;
}

/** A channel name as an identifier (LISTEN takes no parameters). */
const channelIdentifier = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
};

/**
 * LISTEN on a PostgreSQL server over a connection of its own (a pooled one would be handed to other queries),
 * reconnecting a second after it drops.
 */
const RELISTEN_MS = 1_000;

function pgListener(url: string) {
  const clients = new Set<pg.Client>();
  let closed = false;
  const listen = async (channel: string, handlers: ListenHandlers, isRetry = false): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    clients.add(client);
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      clients.delete(client);
      void client.end().catch(() => undefined);
      if (closed) return;
      handlers.onLost?.();
      setTimeout(() => {
        if (!closed) void listen(channel, handlers, true).catch(() => undefined);
      }, RELISTEN_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${channelIdentifier(channel)}`);
    } catch (error) {
      reconnect();
      throw error;
    }
    // Back after a drop: whatever was missed meanwhile counts as a change.
    if (isRetry) handlers.onNotify();
  };
  return {
    listen: (channel: string, handlers: ListenHandlers) => listen(channel, handlers),
    async close() {
      closed = true;
      await Promise.all([...clients].map((client) => client.end().catch(() => undefined)));
      clients.clear();
    },
  };
}

/** LISTEN on PGlite: one process, so every NOTIFY comes from a connection of this same client. */
export function pgliteListen(client: PGlite): DatabaseHandle['listen'] {
  return async (channel, handlers) => {
    await client.listen(channelIdentifier(channel), (payload) => handlers.onNotify(payload));
  };
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
  /** Told of every query drizzle sends (tests count them: issue 9, item 5). */
  onQuery?: (query: string) => void;
}

/** drizzle's logger option for onQuery (false: no logger). */
export function queryLogger(onQuery: ((query: string) => void) | undefined) {
  return onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (a restart, a failover, an administrator's terminate) emits 'error'
    // on the pool; unheard, it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: queryLogger(options.onQuery) }) as unknown as Database;
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
    const listener = pgListener(options.url);
    return {
      db,
      kind: 'postgres',
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // One process per data directory: the CLI beside a running server is refused, never run (issue 8).
  const lock = onDisk ? acquireDataDirLock(dataDir) : null;
  try {
    const client = new PGlite(dataDir);
    await client.waitReady;
    const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case', logger: queryLogger(options.onQuery) });
    if (shouldMigrate) await migratePglite(pgliteDb, { migrationsFolder });
    return {
      db: pgliteDb as unknown as Database,
      kind: 'pglite',
      listen: pgliteListen(client),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Rows of a raw db.execute() across both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] };
  return Array.isArray(r.rows) ? r.rows : (result as T[]);
}
