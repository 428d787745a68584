import { chmodSync, closeSync, lstatSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's directory on disk: owner-only permissions and one process at a time
 * (docs/decisions/074-data-directory-permissions-and-lock.md).
 */

const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

export interface PermissionReport {
  /** Files and directories whose mode was changed. */
  changed: number;
  /** Paths that could not be made owner-only, with the reason. */
  failures: string[];
}

/**
 * Makes the directory and everything in it owner-only: directories 0700, files 0600. PGlite unpacks its initdb
 * files with mode 0666 whatever the umask, and rewrites some while opening, so this runs after the database is
 * open, at every start (a directory made by an older version is fixed too). Symbolic links are not followed.
 */
export function secureDataDir(root: string): PermissionReport {
  const report: PermissionReport = { changed: 0, failures: [] };
  const visit = (target: string) => {
    let stats;
    try {
      stats = lstatSync(target);
    } catch (error) {
      report.failures.push(`${target}: ${(error as Error).message}`);
      return;
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? DIRECTORY_MODE : FILE_MODE;
    if ((stats.mode & 0o777) !== wanted) {
      try {
        chmodSync(target, wanted);
        report.changed += 1;
      } catch (error) {
        report.failures.push(`${target}: ${(error as Error).message}`);
      }
    }
    if (stats.isDirectory()) {
      let names: string[] = [];
      try {
        names = readdirSync(target);
      } catch (error) {
        report.failures.push(`${target}: ${(error as Error).message}`);
      }
      for (const name of names) visit(path.join(target, name));
    }
  };
  visit(root);
  return report;
}

/** What the start prints about the data directory's permissions: plainly, when they could not be set. */
export function describePermissionReport(root: string, report: PermissionReport): string[] {
  if (report.failures.length === 0) return [`Data directory ${root} is owner-only (directories 0700, files 0600)`];
  return [
    `WARNING: ${report.failures.length} path(s) in ${root} could not be made owner-only; other users of this machine may be able to read the database and its secrets:`,
    ...report.failures.slice(0, 10).map((line) => `  ${line}`),
    ...(report.failures.length > 10 ? [`  … and ${report.failures.length - 10} more`] : []),
  ];
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The database in ${dataDir} is in use by another Giftwise process (pid ${pid}): a PGlite data directory belongs to ` +
        'one process, and two would lose writes. Stop the server first (or point both at a PostgreSQL server with ' +
        `DATABASE_URL). If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file of a data directory: beside it, so that the database's own files are left alone. */
export function lockFileOf(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.lock`);
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError while another living process holds it
 * (the server, when `npm run cli` starts beside it). A lock left by a process that died (kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  const lockFile = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          try {
            if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile, { force: true });
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw new DataDirInUseError(dataDir, pid, lockFile);
      // A stale lock: its process is gone.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
