/**
 * `npm test`: typecheck, lint (with the import-direction rules), knip (dead code), unit tests, API tests,
 * crash-recovery tests and browser tests.
 * Every stage runs even if an earlier one failed, so one run shows everything; the exit code is non-zero
 * if any stage failed. The last line is the plain 'N passed, N failed' summary CI reads.
 * After the stages, the run fails if it left a file in the repository (untracked or modified; gitignored files
 * are not counted), compared with the tree as it was before the run (issue 17).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { leftovers, readTreeState } from './check/worktree-leftovers.js';

const CHROMIUM = '/usr/bin/chromium';
const results = path.resolve('test-results');
/** Where the budget stage builds the client and the browser tests' server serves it from (vite.config.ts's outDir). */
const CLIENT_BUILD = 'dist/client';
mkdirSync(results, { recursive: true });

if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium is missing at ${CHROMIUM}; the browser tests need Debian's build.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium fonts-liberation',
  );
  process.exit(1);
}

interface Stage {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** A JSON report to count tests from. */
  report?: { file: string; kind: 'vitest' | 'playwright' };
}

const only = process.argv.slice(2);
const allStages: Stage[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  // Unused files, exports and dependencies (knip.jsonc names each exception).
  { name: 'knip', command: 'npx', args: ['knip'] },
  {
    name: 'unit',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile=${results}/unit.json`],
    report: { file: `${results}/unit.json`, kind: 'vitest' },
  },
  {
    name: 'api',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile=${results}/api.json`],
    report: { file: `${results}/api.json`, kind: 'vitest' },
  },
  // Real server processes killed with SIGKILL and restarted (tests/crash): slow by nature, kept out of the API
  // stage (docs/decisions/093).
  {
    name: 'crash',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'crash', '--reporter=default', '--reporter=json', `--outputFile=${results}/crash.json`],
    report: { file: `${results}/crash.json`, kind: 'vitest' },
  },
  // Builds the client into dist/client, serves it from a running production server and fails when the first load of
  // / or /login, signed out, transfers more than 150 KB of JavaScript (compressed), or any script goes out uncompressed.
  { name: 'budget', command: 'npx', args: ['tsx', 'scripts/check-bundle-budget.ts', '--build', CLIENT_BUILD] },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json` },
    report: { file: `${results}/e2e.json`, kind: 'playwright' },
  },
];
const stages = allStages.filter((s) => only.length === 0 || only.includes(s.name));

function countVitest(file: string) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

function countPlaywright(file: string) {
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

function builtDuring(since: number): boolean {
  const manifest = path.join(CLIENT_BUILD, '.vite', 'manifest.json');
  return existsSync(manifest) && statSync(manifest).mtimeMs >= since;
}

const treeBefore = readTreeState(process.cwd());
const builtClient: Record<string, string> = {};
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary: string[] = [];
let failedStages = 0;
for (const stage of stages) {
  const started = Date.now();
  console.log(`\n=== ${stage.name} ===`);
  const run = spawnSync(stage.command, stage.args, { stdio: 'inherit', env: { ...process.env, ...builtClient, ...stage.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  // One client build per run: the browser tests serve the one the budget stage made (over budget or not), if it
  // finished. Run alone, the e2e stage builds its own.
  if (stage.name === 'budget' && builtDuring(started)) builtClient.GIFTWISE_E2E_CLIENT_BUILT = '1';
  if (!ok) failedStages++;
  let counts = '';
  if (stage.report && existsSync(stage.report.file)) {
    try {
      const c = stage.report.kind === 'vitest' ? countVitest(stage.report.file) : countPlaywright(stage.report.file);
      totals.passed += c.passed;
      totals.failed += c.failed;
      totals.skipped += c.skipped;
      counts = ` (${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''})`;
    } catch {
      counts = ' (no report)';
    }
  }
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${stage.name.padEnd(10)} ${seconds.padStart(7)} s${counts}`);
}

// Nothing a run writes may land in the repository: test data belongs under the system's temporary directory.
const leftBehind = leftovers(treeBefore, readTreeState(process.cwd()));
if (leftBehind.length) {
  failedStages++;
  console.error(`\nThe run left ${leftBehind.length} file(s) in the repository (write test data under os.tmpdir()):`);
  for (const file of leftBehind) console.error(`  ${file}`);
}
summary.push(`${leftBehind.length ? 'FAIL' : 'ok  '} ${'clean tree'.padEnd(10)} ${leftBehind.length ? `(${leftBehind.length} left: ${leftBehind.slice(0, 3).join(', ')})` : ''}`.trimEnd());

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
// A failed stage without test counts (typecheck, lint) still fails the run.
const failed = totals.failed + (failedStages > 0 && totals.failed === 0 ? failedStages : 0);
console.log(`${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStages > 0 ? 1 : 0);
