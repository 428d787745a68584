import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, onServer } from './migrated-template.js';

/** The PostgreSQL server the crash tests create their databases on (CI's TEST_DATABASE_URL, else the local one). */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the server answers: the tests that need several processes on one database skip without it. */
export async function postgresReachable(url = POSTGRES_SERVER_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** An empty database of its own on the server, for processes that migrate it themselves; `drop` removes it. */
export async function createScratchDatabase(prefix: string, serverUrl = POSTGRES_SERVER_URL): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  return { name, url: databaseUrl(serverUrl, name), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
