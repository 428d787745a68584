/**
 * The first-load budget (App shell issue): the JavaScript a signed-out visitor's first load of / transfers is
 * at most 170 KB gzipped. `npm test` runs this as its 'budget' stage; it fails when the budget is broken.
 *
 *   npx tsx scripts/check-bundle-budget.ts              build the client into a temporary directory, then check
 *   npx tsx scripts/check-bundle-budget.ts --dist DIR   check an existing build (vite.config.ts writes the manifest)
 *
 * What counts, from Vite's build manifest (.vite/manifest.json): the entry (index.html's script) and everything
 * it imports statically, plus the chunks a first load of / fetches right after start and their static imports:
 * the home page (a lazy route) and the service worker registration (imported once the app runs). Other
 * pages, forms, dialogs and the signed-in header load only when needed and are not counted.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 170 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazily imported chunks a signed-out first load of / fetches at once. */
const FIRST_LOAD_DYNAMIC: { label: string; matches: (key: string) => boolean }[] = [
  { label: 'the home page', matches: (key) => key === 'features/home/home-page.tsx' },
  { label: 'the service worker registration', matches: (key) => key.endsWith('virtual:pwa-register') },
  { label: 'workbox-window', matches: (key) => key.includes('node_modules/workbox-window/') },
];

/** The manifest keys of the chunks a first load fetches: the roots and, recursively, their static imports. */
export function firstLoadChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('the build manifest has no index.html entry');
  const roots = [entry];
  for (const { label, matches } of FIRST_LOAD_DYNAMIC) {
    const key = Object.keys(manifest).find(matches);
    if (!key) throw new Error(`the build manifest has no chunk for ${label}: update FIRST_LOAD_DYNAMIC`);
    roots.push(key);
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

export function measure(distDir: string) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = [...new Set(firstLoadChunks(manifest).map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({ file, gzipped: gzipSync(readFileSync(path.join(distDir, file))).length }));
  return { sizes: sizes.sort((a, b) => b.gzipped - a.gzipped), total: sizes.reduce((sum, s) => sum + s.gzipped, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Builds the client into a temporary directory and measures that build (dist/client may be rebuilt at the same
 * time by a browser test run). `npm run bench` reports the same figure through this function.
 */
export async function measureFreshBuild() {
  const temporary = mkdtempSync(path.join(tmpdir(), 'giftwise-budget-'));
  try {
    const { build } = await import('vite');
    await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: temporary, emptyOutDir: true } });
    return measure(temporary);
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

async function main() {
  const distFlag = process.argv.indexOf('--dist');
  const distDir = distFlag === -1 ? undefined : path.resolve(process.argv[distFlag + 1]);
  const { sizes, total } = distDir ? measure(distDir) : await measureFreshBuild();
  for (const { file, gzipped } of sizes) console.log(`${kb(gzipped).padStart(9)}  ${file}`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`First load of / (signed out): ${kb(total)} of JavaScript, gzipped: ${verdict} the budget of ${kb(BUDGET_BYTES)}.`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
