import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, ensureClientBuild, staleReason } from './ensure-client-build';

const MODULE = fileURLToPath(new URL('./ensure-client-build.ts', import.meta.url));

/** A stand-in for vite build: writes a page and, last, the stamp; counts its runs in a file. */
async function fakeBuild(outDir: string, runsFile: string, ms = 150) {
  appendFileSync(runsFile, 'build\n');
  mkdirSync(path.join(outDir, '.vite'), { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
  await new Promise((resolve) => setTimeout(resolve, ms));
  writeFileSync(path.join(outDir, BUILD_STAMP), '{}');
}

describe('npm start builds the client only when needed (issue 9, item 7)', () => {
  let root: string;
  let runsFile: string;
  const quiet = () => undefined;
  const runs = () => (existsSync(runsFile) ? readFileSync(runsFile, 'utf8').trim().split('\n').length : 0);
  const options = () => ({ root, sources: ['src'], build: (out: string) => fakeBuild(out, runsFile), log: quiet, pollMs: 20 });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'giftwise-start-'));
    runsFile = path.join(root, 'runs.txt');
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src', 'main.tsx'), 'export {}');
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(root, 'src', 'main.tsx'), past, past);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build, then not again on a restart', async () => {
    expect(staleReason(path.join(root, 'dist/client'), root, ['src'])).toBe('no client build yet');
    expect(await ensureClientBuild(options())).toBe(true);
    expect(readFileSync(path.join(root, 'dist/client/index.html'), 'utf8')).toBe('<!doctype html>');
    expect(await ensureClientBuild(options())).toBe(false);
    expect(runs()).toBe(1);
  });

  it('builds again when a source is newer than the build', async () => {
    await ensureClientBuild(options());
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src', 'main.tsx'), later, later);
    expect(staleReason(path.join(root, 'dist/client'), root, ['src'])).toBe('the client sources changed since the last build');
    expect(await ensureClientBuild(options())).toBe(true);
    expect(runs()).toBe(2);
  });

  it('builds once when several start together, and leaves no lock or half-built directory behind', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => ensureClientBuild(options())));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs()).toBe(1);
    expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(['client']);
  });

  it('takes over the lock of an instance that died while building', async () => {
    mkdirSync(path.join(root, 'dist/.client.build-lock'), { recursive: true });
    // A pid that no process has (pid_max is far lower).
    writeFileSync(path.join(root, 'dist/.client.build-lock/pid'), '99999999');
    expect(await ensureClientBuild(options())).toBe(true);
    expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(['client']);
  });

  it('builds once when several processes start at once', async () => {
    const script = `
      import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
      import path from 'node:path';
      const { ensureClientBuild } = await import(${JSON.stringify(MODULE)});
      await ensureClientBuild({
        root: ${JSON.stringify(root)},
        sources: ['src'],
        pollMs: 20,
        log: () => undefined,
        build: async (out) => {
          appendFileSync(${JSON.stringify(runsFile)}, 'build\\n');
          mkdirSync(path.join(out, '.vite'), { recursive: true });
          await new Promise((r) => setTimeout(r, 300));
          writeFileSync(path.join(out, ${JSON.stringify(BUILD_STAMP)}), '{}');
        },
      });
    `;
    const start = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'inherit' });
        child.on('exit', resolve);
      });
    expect(await Promise.all([start(), start(), start()])).toEqual([0, 0, 0]);
    expect(runs()).toBe(1);
    expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(['client']);
  }, 60_000);
});
