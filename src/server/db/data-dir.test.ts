import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, describePermissionReport, lockFileOf, secureDataDir } from './data-dir.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('data directory', () => {
  const made: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'giftwise-datadir-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('makes every directory 0700 and every file 0600, without following links (issue 8, item 2)', () => {
    const root = tempDir();
    const data = path.join(root, 'data');
    mkdirSync(path.join(data, 'db', 'pg_wal'), { recursive: true });
    writeFileSync(path.join(data, 'db', 'pg_wal', '000000010000000000000001'), 'wal');
    writeFileSync(path.join(data, 'db', 'pg_control'), 'control');
    writeFileSync(path.join(data, 'auth-secret'), 'secret');
    const outside = path.join(root, 'outside.txt');
    writeFileSync(outside, 'not ours');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(data, 'link'));
    for (const file of ['db/pg_wal/000000010000000000000001', 'db/pg_control', 'auth-secret']) chmodSync(path.join(data, file), 0o666);
    for (const dir of ['', 'db', 'db/pg_wal']) chmodSync(path.join(data, dir), 0o777);

    const report = secureDataDir(data);
    expect(report.failures).toEqual([]);
    expect(report.changed).toBe(6);
    for (const dir of ['', 'db', 'db/pg_wal']) expect(modeOf(path.join(data, dir))).toBe(0o700);
    for (const file of ['db/pg_wal/000000010000000000000001', 'db/pg_control', 'auth-secret']) expect(modeOf(path.join(data, file))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    expect(secureDataDir(data).changed).toBe(0);
  });

  it('says plainly when it cannot', () => {
    expect(describePermissionReport('/srv/data', { changed: 0, failures: ['/srv/data/db: EPERM'] })).toEqual([
      'WARNING: 1 path(s) in /srv/data could not be made owner-only; other users of this machine may be able to read the database and its secrets:',
      '  /srv/data/db: EPERM',
    ]);
    expect(describePermissionReport('/srv/data', { changed: 3, failures: [] })[0]).toMatch(/owner-only/);
  });

  it('lets one living process hold a directory, and takes over a lock whose process died (issue 8, item 12)', () => {
    const dir = path.join(tempDir(), 'db');
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Giftwise process \(pid \d+\).*Stop the server first/);
    first.release();
    const second = acquireDataDirLock(dir);
    second.release();

    // A process killed with -9 leaves its lock behind: a pid nobody has any more.
    writeFileSync(lockFileOf(dir), '2147483646');
    const third = acquireDataDirLock(dir);
    third.release();
  });
});
