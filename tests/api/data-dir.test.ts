import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.js';
import { DataDirInUseError, secureDataDir } from '#server/db/data-dir.js';

/**
 * Issue 8, items 2 and 12: the embedded database's files are owner-only after a start, and a second process
 * (`npm run cli` beside the server) is refused with a clear message instead of running beside it. PGlite on
 * disk either way: these are properties of the embedded database.
 */
const run = promisify(execFile);

/** This process's environment for the CLI, with the embedded database in DATA_DIR (no server, no Redis). */
function cliEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.REDIS_URL;
  // Vitest sets Vite's BASE_URL=/ in its workers; the CLI would read it as the site's address.
  delete env.BASE_URL;
  return env;
}

function looseFiles(root: string): string[] {
  const loose: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if ((statSync(full).mode & 0o077) !== 0) loose.push(full);
      if (entry.isDirectory()) walk(full);
    }
  };
  if ((statSync(root).mode & 0o077) !== 0) loose.push(root);
  walk(root);
  return loose;
}

describe('the embedded database directory', () => {
  let root: string;
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'giftwise-data-'));
    dataDir = path.join(root, 'data');
    handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is owner-only once a start has tightened it, though PGlite writes its files for everyone', () => {
    // What PGlite leaves behind on its own (the attack read reset tokens out of such a WAL).
    expect(looseFiles(dataDir).length).toBeGreaterThan(0);
    const report = secureDataDir(dataDir);
    expect(report.failures).toEqual([]);
    expect(looseFiles(dataDir)).toEqual([]);
  });

  it('refuses a second opening while this one holds it', async () => {
    await expect(openDatabase({ dataDir: path.join(dataDir, 'db') })).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('refuses `npm run cli` beside the running server with a clear message', async () => {
    const result = await run('npx', ['tsx', 'src/server/cli.ts', 'set-setting', 'maxLoginAttempts', '3'], {
      env: cliEnvironment(dataDir),
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is in use by another Giftwise process \(pid \d+\)/);
    expect(result.stderr).toMatch(/Stop the server first/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
