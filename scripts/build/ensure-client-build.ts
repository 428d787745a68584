/**
 * `npm start` runs this before the server (issue 9, item 7): it builds the client only when dist/client is
 * missing or older than what it is built from, so a restart starts at once. Several instances started together
 * never race on dist/: one takes a lock (a directory, created atomically) and builds into a directory of its own,
 * then swaps it in with renames; the others wait for the lock and find the build fresh.
 *
 *   npx tsx scripts/build/ensure-client-build.ts
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the client build is made from: a change to any of these makes the build stale. */
export const CLIENT_SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'scripts/build', 'package-lock.json'];
/** Written last into a finished build: its time is the build's. */
export const BUILD_STAMP = '.vite/manifest.json';

export interface EnsureOptions {
  root?: string;
  /** The build directory (dist/client). */
  distDir?: string;
  sources?: string[];
  /** Builds into the given directory (vite build by default). */
  build?: (outDir: string) => Promise<void>;
  log?: (line: string) => void;
  /** How often a waiting instance looks at the lock. */
  pollMs?: number;
}

/** The newest modification time under the given files and directories (0 when none exists). */
export function newestSourceTime(root: string, sources: string[]): number {
  let newest = 0;
  const visit = (file: string) => {
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file)) if (name !== 'node_modules') visit(path.join(file, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of sources) {
    const full = path.join(root, source);
    if (existsSync(full)) visit(full);
  }
  return newest;
}

/** Why the build must be made, or null when it is fresh. */
export function staleReason(distDir: string, root: string, sources: string[]): string | null {
  const stamp = path.join(distDir, BUILD_STAMP);
  if (!existsSync(stamp)) return 'no client build yet';
  return newestSourceTime(root, sources) > statSync(stamp).mtimeMs ? 'the client sources changed since the last build' : null;
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the build lock, or says who holds it. A lock whose process is gone is taken over. */
function tryLock(lockDir: string): boolean {
  try {
    mkdirSync(lockDir);
    writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    } catch {
      // Just created by another instance, its pid not written yet: it is alive.
      return false;
    }
    if (Number.isFinite(holder) && holder > 0 && !processAlive(holder)) {
      rmSync(lockDir, { recursive: true, force: true });
      return tryLock(lockDir);
    }
    return false;
  }
}

async function viteBuild(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: path.join(REPO_ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** Builds the client if it is missing or stale; returns whether this call built it. */
export async function ensureClientBuild(options: EnsureOptions = {}): Promise<boolean> {
  const root = options.root ?? REPO_ROOT;
  const distDir = options.distDir ?? path.join(root, 'dist/client');
  const sources = options.sources ?? CLIENT_SOURCES;
  const log = options.log ?? ((line: string) => console.log(line));
  const pollMs = options.pollMs ?? 250;
  const parent = path.dirname(distDir);
  const lockDir = path.join(parent, `.${path.basename(distDir)}.build-lock`);

  if (staleReason(distDir, root, sources) === null) {
    log('Client build is up to date: not rebuilding.');
    return false;
  }
  mkdirSync(parent, { recursive: true });
  let announced = false;
  while (!tryLock(lockDir)) {
    if (!announced) log('Another instance is building the client: waiting for it.');
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  try {
    // The instance that held the lock may just have built it.
    const reason = staleReason(distDir, root, sources);
    if (reason === null) {
      log('Client build is up to date: not rebuilding.');
      return false;
    }
    log(`Building the client (${reason})...`);
    const fresh = path.join(parent, `.${path.basename(distDir)}.building-${process.pid}`);
    const old = path.join(parent, `.${path.basename(distDir)}.old-${process.pid}`);
    rmSync(fresh, { recursive: true, force: true });
    await (options.build ?? viteBuild)(fresh);
    // Two renames: a directory cannot replace a non-empty one in one step. A reader sees the old build or the new.
    if (existsSync(distDir)) renameSync(distDir, old);
    renameSync(fresh, distDir);
    rmSync(old, { recursive: true, force: true });
    log('Client built.');
    return true;
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureClientBuild();
}
