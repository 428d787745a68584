/**
 * Builds the client into a directory of its own, for browser tests that need builds side by side:
 *
 *   npx tsx tests/support/build-client.ts OUT_DIR [--stamp TEXT]
 *
 * With --stamp, the build is a "next release": favicon.svg (a precached public file) carries the text as a
 * comment, so the build's service worker differs from an unstamped build's, as after a real change.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const [outDir, flag, stamp] = process.argv.slice(2);
if (!outDir || (flag !== undefined && (flag !== '--stamp' || !stamp))) {
  console.error('usage: tsx tests/support/build-client.ts OUT_DIR [--stamp TEXT]');
  process.exit(2);
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
let publicDir: string | undefined;
if (stamp) {
  publicDir = mkdtempSync(path.join(tmpdir(), 'giftwise-public-'));
  cpSync(path.join(repoRoot, 'src/client/public'), publicDir, { recursive: true });
  const favicon = path.join(publicDir, 'favicon.svg');
  writeFileSync(favicon, `${readFileSync(favicon, 'utf8')}<!-- ${stamp.replace(/--/g, '')} -->\n`);
}
try {
  await build({
    configFile: path.join(repoRoot, 'vite.config.ts'),
    logLevel: 'warn',
    ...(publicDir ? { publicDir } : {}),
    build: { outDir: path.resolve(outDir), emptyOutDir: true },
  });
} finally {
  if (publicDir) rmSync(publicDir, { recursive: true, force: true });
}
