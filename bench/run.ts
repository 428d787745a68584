/**
 * npm run bench: the performance figures of issues 4 and 9, each against its aim, most of them against a baseline
 * taken in the same run on the same machine, so that the numbers mean something on a busy or slow computer. It
 * prints a table with PASS or WARN and never fails on timing alone (only when something cannot be measured).
 *
 *   npm run bench                              everything (builds the client into a temporary directory first)
 *   npm run bench -- --only engine,http        some of them: engine, http, bundle, lighthouse
 *   npm run bench -- --dist dist/client        serve an existing client build instead of building one
 *   npm run bench -- --duration 10             seconds per HTTP measurement (default 5)
 *   npm run bench -- --runs 3                  Lighthouse runs per page (default 3; the median run counts)
 *
 * 1. engine: the local recommendation engine ranks 10,000 synthetic products for one full profile, 300 times; p95
 *    against the p95 of sorting 10,000 random numbers in the same loop. Aim: under 25 ms.
 * 2. http: a production server (tests/support/serve-client-build.ts: the whole app, production settings, its own
 *    in-memory database, its real rate limiter) in a process of its own; autocannon (10 connections, a worker
 *    thread) measures requests per second of GET /api/health (the baseline: it asks the database every time), a
 *    warm signed-out GET /api/bestsellers (aim: at least 0.6x the baseline) and a signed-in
 *    GET /api/notifications/counts (aim: at least 0.3x), in alternating order.
 * 3. bundle: the JavaScript a signed-out first load of / and /login transfers from that server, compressed, as the
 *    budget stage measures it (scripts/check-bundle-budget.ts). Aim: 120 KB per page (the budget fails above 150).
 * 4. lighthouse: Lighthouse 12.8 (its default config: mobile, simulated slow 4G and 4x slower CPU) in Debian's
 *    Chromium, on /, /login, /discover and / signed in; the median of 3 runs. Aims: performance 95 or more, LCP
 *    1.8 s or less, TBT 150 ms or less, CLS 0.05 or less.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { AIM_BYTES, BUDGET_BYTES, buildClient, measurePages, serveBuild } from '../scripts/check-bundle-budget.js';
import { BUDGETED_PAGES } from '../scripts/build/chunk-map.js';
import type { WizardProfile } from '#shared/schemas/gift-finder.js';
import { type EngineProduct, rankForProfile } from '#server/services/recommendations/local-engine.js';
import { runLighthouse, LIGHTHOUSE_AIMS, type LighthouseResult } from './lighthouse.js';
import { seededRandom, syntheticCatalog } from './synthetic-catalog.js';

type Verdict = 'PASS' | 'WARN' | 'SKIP' | 'ERROR';

interface Row {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  aim: string;
  verdict: Verdict;
  note?: string;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const only = flag('only')?.split(',').map((s) => s.trim()) ?? ['engine', 'http', 'bundle', 'lighthouse'];
const durationSeconds = Number(flag('duration') ?? 5);
const lighthouseRuns = Number(flag('runs') ?? 3);
const CONNECTIONS = 10;

const ENGINE_PRODUCTS = 10_000;
const ENGINE_RUNS = 300;
const ENGINE_WARMUP = 30;
const ENGINE_AIM_MS = 25;
const BESTSELLERS_AIM_RATIO = 0.6;
const COUNTS_AIM_RATIO = 0.3;
const BASELINE_ROUTE = '/api/health';
const BESTSELLERS_ROUTE = '/api/bestsellers';
const COUNTS_ROUTE = '/api/notifications/counts';
const LIGHTHOUSE_PAGES = ['/', '/login', '/discover'];

const log = (line: string) => console.log(line);
const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function p95(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)];
}

// ---------------------------------------------------------------------------------------------------------
// 1. The local engine
// ---------------------------------------------------------------------------------------------------------

const ENGINE_PROFILE: WizardProfile = {
  name: 'Alex',
  age: '26-35',
  gender: 'prefer-not-to-say',
  relationship: 'Friend',
  occasion: 'Birthday',
  budget: { min: 20, max: 150 },
  interests: ['Photography', 'Travel', 'Coffee'],
  personalityTraits: ['Creative', 'Adventurous'],
  additionalInfo: 'Loves hiking and film cameras, drinks far too much espresso, just moved into a new flat.',
};

function benchEngine(): Row {
  const catalog = syntheticCatalog(ENGINE_PRODUCTS, 42);
  // A regenerate after some feedback: the heaviest call the recommendations service makes.
  const first = rankForProfile(catalog, ENGINE_PROFILE, { limit: 12 });
  const options = {
    limit: 12,
    exclude: new Set(first.map((p) => p.product.id)),
    feedback: { more: [first[0].product, first[1].product], not: [first[2].product] as EngineProduct[] },
  };
  const random = seededRandom(7);
  const numbers = Float64Array.from({ length: ENGINE_PRODUCTS }, () => random());

  const engineTimes: number[] = [];
  const sortTimes: number[] = [];
  let picks = 0;
  for (let run = 0; run < ENGINE_WARMUP + ENGINE_RUNS; run++) {
    const copy = numbers.slice();
    let t = performance.now();
    copy.sort();
    const sortMs = performance.now() - t;
    t = performance.now();
    picks = rankForProfile(catalog, ENGINE_PROFILE, options).length;
    const engineMs = performance.now() - t;
    if (run >= ENGINE_WARMUP) {
      sortTimes.push(sortMs);
      engineTimes.push(engineMs);
    }
  }
  const engine = p95(engineTimes);
  const baseline = p95(sortTimes);
  log(`engine: ${ENGINE_RUNS} runs over ${ENGINE_PRODUCTS.toLocaleString('en')} products, ${picks} picks each; ` +
    `p95 ${ms(engine)} (median ${ms([...engineTimes].sort((a, b) => a - b)[engineTimes.length >> 1])}), ` +
    `sort of ${ENGINE_PRODUCTS.toLocaleString('en')} numbers p95 ${ms(baseline)}`);
  return {
    figure: `Local engine: rank ${ENGINE_PRODUCTS.toLocaleString('en')} products (p95)`,
    value: ms(engine),
    baseline: `sort 10,000 numbers: ${ms(baseline)}`,
    ratio: `${(engine / baseline).toFixed(1)}x`,
    aim: `< ${ENGINE_AIM_MS} ms`,
    verdict: engine < ENGINE_AIM_MS ? 'PASS' : 'WARN',
  };
}

// ---------------------------------------------------------------------------------------------------------
// The production server the HTTP, bundle and Lighthouse figures measure
// ---------------------------------------------------------------------------------------------------------

interface Server {
  origin: string;
  /** A signed-in person's session cookie on that server. */
  cookie: string;
  stop(): Promise<void>;
}

/** Signs a person up and in through the API, the verification link read from the development mailbox. */
async function signIn(origin: string): Promise<string> {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const password = 'bench passphrase that is long';
  const headers = { origin, 'content-type': 'application/json' };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench Person', email, password }) });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  let link: string | undefined;
  for (let attempt = 0; attempt < 50 && !link; attempt++) {
    const mailbox = (await (await fetch(`${origin}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
    link = mailbox.messages.map((m) => m.text.match(/https?:\/\/\S*\/api\/auth\/verify-email\S*/)?.[0]).find(Boolean);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error('no verification email arrived');
  await fetch(link, { redirect: 'manual' });
  const signedIn = await fetch(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const onboarding = await fetch(`${origin}/api/profile/onboarding`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ outcome: 'skipped' }) });
  if (!onboarding.ok) throw new Error(`onboarding answered ${onboarding.status}`);
  return cookie;
}

async function startServer(): Promise<Server> {
  const dist = flag('dist');
  let temporary: string | undefined;
  if (dist) log(`server: serving the build in ${dist}`);
  else {
    temporary = mkdtempSync(path.join(tmpdir(), 'giftwise-bench-'));
    log('server: building the client into a temporary directory...');
    await buildClient(temporary);
  }
  const server = await serveBuild(dist ? path.resolve(dist) : temporary!);
  const cleanUp = async () => {
    await server.stop();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  };
  try {
    const cookie = await signIn(server.origin);
    log(`server: ${server.origin}, one person signed in`);
    return { origin: server.origin, cookie, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// 2. Warm reads against GET /api/health
// ---------------------------------------------------------------------------------------------------------

interface LoadResult {
  rps: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  // A worker thread fires the requests, so the load generator does not share this process's event loop either.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1, headers });
  return { rps: result.requests.average, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

async function benchHttp(server: Server): Promise<Row[]> {
  const { origin, cookie } = server;
  const targets = {
    health: { url: origin + BASELINE_ROUTE, headers: {} },
    bestsellers: { url: origin + BESTSELLERS_ROUTE, headers: {} },
    counts: { url: origin + COUNTS_ROUTE, headers: { cookie } },
  };
  for (const [name, target] of Object.entries(targets)) {
    const probe = await fetch(target.url, { headers: target.headers });
    if (probe.status !== 200) throw new Error(`${name}: ${target.url} answered ${probe.status}`);
    await probe.arrayBuffer();
  }
  // Warm-up (JIT, caches), then two rounds in alternating order so that drift hits every route alike.
  for (const target of Object.values(targets)) await load(target.url, 2, target.headers);
  const samples: Record<keyof typeof targets, LoadResult[]> = { health: [], bestsellers: [], counts: [] };
  const order: (keyof typeof targets)[] = ['health', 'bestsellers', 'counts', 'counts', 'bestsellers', 'health'];
  for (const name of order) {
    const result = await load(targets[name].url, durationSeconds, targets[name].headers);
    log(`http: ${name.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s` +
      `${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}${result.errors ? `, ${result.errors} errors` : ''}`);
    samples[name].push(result);
  }
  const mean = (list: LoadResult[]) => list.reduce((sum, r) => sum + r.rps, 0) / list.length;
  const failures = (list: LoadResult[]) => list.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const baseline = mean(samples.health);
  const row = (name: 'bestsellers' | 'counts', figure: string, aimRatio: number): Row => {
    const rps = mean(samples[name]);
    const failed = failures(samples[name]) + failures(samples.health);
    return {
      figure,
      value: `${rps.toFixed(0)} req/s`,
      baseline: `GET ${BASELINE_ROUTE}: ${baseline.toFixed(0)} req/s`,
      ratio: (rps / baseline).toFixed(2),
      aim: `>= ${aimRatio}`,
      verdict: rps / baseline >= aimRatio && failed === 0 ? 'PASS' : 'WARN',
      note: failed ? `${failed} failed or non-2xx responses during the measurement` : undefined,
    };
  };
  return [
    row('bestsellers', `GET ${BESTSELLERS_ROUTE}, warm, signed out`, BESTSELLERS_AIM_RATIO),
    row('counts', `GET ${COUNTS_ROUTE}, signed in`, COUNTS_AIM_RATIO),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// 3. The initial JavaScript of / and /login
// ---------------------------------------------------------------------------------------------------------

async function benchBundle(server: Server): Promise<Row[]> {
  const loads = await measurePages(server.origin, Object.keys(BUDGETED_PAGES));
  return loads.map((pageLoad) => ({
    figure: `Initial JavaScript of ${pageLoad.page}, signed out (transferred)`,
    value: kb(pageLoad.total),
    baseline: '-',
    ratio: `${((pageLoad.total / BUDGET_BYTES) * 100).toFixed(0)}% of budget`,
    aim: `<= ${kb(AIM_BYTES)}`,
    verdict: pageLoad.total <= AIM_BYTES ? 'PASS' : 'WARN',
  }));
}

// ---------------------------------------------------------------------------------------------------------
// 4. Lighthouse
// ---------------------------------------------------------------------------------------------------------

async function benchLighthouse(server: Server): Promise<Row[]> {
  const pages: { label: string; path: string; cookie?: string }[] = [
    ...LIGHTHOUSE_PAGES.map((pagePath) => ({ label: pagePath, path: pagePath })),
    { label: '/ (signed in)', path: '/', cookie: server.cookie },
  ];
  const rows: Row[] = [];
  for (const page of pages) {
    const result: LighthouseResult = await runLighthouse(server.origin + page.path, { runs: lighthouseRuns, cookie: page.cookie });
    log(`lighthouse: ${page.label.padEnd(14)} performance ${result.performance}, LCP ${ms(result.lcpMs)}, TBT ${ms(result.tbtMs)}, ` +
      `CLS ${result.cls.toFixed(3)} (median of ${result.runs})`);
    const misses = [
      result.performance < LIGHTHOUSE_AIMS.performance ? 'performance' : null,
      result.lcpMs > LIGHTHOUSE_AIMS.lcpMs ? 'LCP' : null,
      result.tbtMs > LIGHTHOUSE_AIMS.tbtMs ? 'TBT' : null,
      result.cls > LIGHTHOUSE_AIMS.cls ? 'CLS' : null,
    ].filter(Boolean);
    rows.push({
      figure: `Lighthouse ${page.label} (mobile, median of ${result.runs})`,
      value: `perf ${result.performance}, LCP ${(result.lcpMs / 1000).toFixed(1)} s, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}`,
      baseline: '-',
      ratio: '-',
      aim: `perf >= ${LIGHTHOUSE_AIMS.performance}, LCP <= ${LIGHTHOUSE_AIMS.lcpMs / 1000} s, TBT <= ${LIGHTHOUSE_AIMS.tbtMs} ms, CLS <= ${LIGHTHOUSE_AIMS.cls}`,
      verdict: misses.length ? 'WARN' : 'PASS',
      note: misses.length ? `missed: ${misses.join(', ')}` : undefined,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------------

function printTable(rows: Row[]) {
  const header: Row = { figure: 'figure', value: 'value', baseline: 'baseline (same run)', ratio: 'ratio', aim: 'aim', verdict: 'PASS' };
  const columns = ['figure', 'value', 'baseline', 'ratio', 'aim'] as const;
  const cell = (text: string) => text.replaceAll('|', '\\|');
  log('');
  log(`| ${[...columns.map((c) => header[c]), 'result'].join(' | ')} |`);
  log(`|${[...columns, 'result'].map(() => '---').join('|')}|`);
  for (const r of rows) log(`| ${[...columns.map((c) => cell(r[c])), r.verdict].join(' | ')} |`);
  for (const r of rows) if (r.note) log(`note: ${r.figure}: ${r.note}`);
}

const FIGURES: { name: string; figure: string; aim: string; run: (server: () => Promise<Server>) => Promise<Row | Row[]> }[] = [
  { name: 'engine', figure: 'Local engine', aim: `< ${ENGINE_AIM_MS} ms`, run: async () => benchEngine() },
  { name: 'http', figure: 'Warm reads (req/s)', aim: `>= ${BESTSELLERS_AIM_RATIO}`, run: async (server) => benchHttp(await server()) },
  { name: 'bundle', figure: 'Initial JavaScript', aim: `<= ${kb(AIM_BYTES)}`, run: async (server) => benchBundle(await server()) },
  { name: 'lighthouse', figure: 'Lighthouse', aim: `perf >= ${LIGHTHOUSE_AIMS.performance}`, run: async (server) => benchLighthouse(await server()) },
];

// One server for every figure that needs it, started on first use.
let started: Promise<Server> | null = null;
const server = () => (started ??= startServer());

const rows: Row[] = [];
try {
  for (const { name, figure, aim, run } of FIGURES) {
    if (!only.includes(name)) continue;
    try {
      rows.push(...[await run(server)].flat());
    } catch (err) {
      // A figure that cannot be measured is a real failure (unlike a slow one): say why and carry on with the rest.
      console.error(`${name}: could not be measured:`, err);
      rows.push({ figure, value: '-', baseline: '-', ratio: '-', aim, verdict: 'ERROR', note: err instanceof Error ? err.message : String(err) });
    }
  }
} finally {
  const running = started as Promise<Server> | null;
  if (running) await (await running.catch(() => null))?.stop();
}
printTable(rows);
log('');
log(`Measured ${new Date().toISOString().slice(0, 10)}. Timing depends on the machine and what else runs on it: WARN is a prompt to look, never a failure.`);
if (rows.some((r) => r.verdict === 'ERROR')) process.exitCode = 1;
