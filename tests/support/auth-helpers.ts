import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { emailOutbox, users } from '#server/db/schema/index.js';
import { createAppWorker } from '#server/jobs/app-worker.js';
import { sendPasswordResetJob } from '#server/jobs/send-password-reset.job.js';
import type { JobDefinition } from '#server/jobs/types.js';
import type { Role } from '#shared/auth/roles.js';
import { requests } from './requests.js';
import type { TestApp } from './test-app.js';

/** Helpers for tests that need people: sign-up, the verification link from the outbox, sign-in cookies. */

export const TEST_PASSWORD = 'correct horse battery';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** A ready `cookie` header carrying the session. */
  cookie: string;
}

/** The `name=value` pairs of every Set-Cookie of a response, as a Cookie header. */
export function cookieHeaderFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(';')[0])
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}

export function signUp(t: TestApp, body: Record<string, unknown>) {
  return requests(t).post('/api/auth/sign-up/email', body);
}

export function signIn(t: TestApp, email: string, password: string) {
  return requests(t).post('/api/auth/sign-in/email', { email, password });
}

export function signOut(t: TestApp, cookie: string) {
  return requests(t).post('/api/auth/sign-out', {}, cookie);
}

/** Runs what the worker would for these jobs, and the email outbox, until nothing due is left. */
export async function runJobs(t: TestApp, jobs: readonly JobDefinition<any>[]): Promise<void> {
  const quiet = { info: () => undefined, error: () => undefined };
  const worker = createAppWorker(t.ctx, quiet, { jobs });
  while ((await worker.runOnce()) > 0);
}

/** Runs what the worker would: queued forgot-password jobs and the email outbox, until nothing is left. */
export async function runQueuedJobs(t: TestApp): Promise<void> {
  await runJobs(t, [sendPasswordResetJob]);
}

/** Forgot-password as the client sends it; with `run`, the queued job is run too (the email is then in the outbox). */
export async function requestPasswordReset(t: TestApp, email: string, opts: { run?: boolean; extra?: Record<string, unknown> } = {}) {
  const res = await requests(t).post('/api/auth/request-password-reset', { email, ...opts.extra });
  if (opts.run ?? true) await runQueuedJobs(t);
  return res;
}

export function getMe(t: TestApp, cookie?: string) {
  return requests(t).get('/api/me', cookie);
}

/** Emails written to the outbox for an address, newest first, optionally with one tag (verify-email, reset-password, already-registered). */
export async function outboxFor(t: TestApp, email: string, tag?: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, email.toLowerCase()),
        tag ? sql`${emailOutbox.tags} @> ${JSON.stringify([tag])}::jsonb` : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.createdAt));
}

/** The first link in an email's text that contains `marker`, as a path + query to inject. */
export function linkFrom(text: string, marker: string): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(marker));
  if (!url) throw new Error(`No link containing ${marker} in:\n${text}`);
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** Follows the newest verification link sent to the address (as the person would by clicking it). */
export async function verifyEmailFromOutbox(t: TestApp, email: string) {
  const [mail] = await outboxFor(t, email, 'verify-email');
  if (!mail) throw new Error(`No verification email for ${email}`);
  return requests(t).get(linkFrom(mail.text, '/api/auth/verify-email'));
}

/**
 * A signed-up, verified, signed-in person with the given role. The address is verified in the database
 * directly (the full link flow is tested in auth-flow.test.ts).
 */
export async function signUpVerifiedUser(
  t: TestApp,
  opts: { email?: string; password?: string; name?: string; role?: Role } = {},
): Promise<TestUser> {
  const email = (opts.email ?? `person-${Math.random().toString(36).slice(2, 10)}@example.com`).toLowerCase();
  const password = opts.password ?? TEST_PASSWORD;
  const res = await signUp(t, { name: opts.name ?? 'Test Person', email, password });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const [row] = await t.db
    .update(users)
    .set({ emailVerified: true, ...(opts.role ? { role: opts.role } : {}) })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const signedIn = await signIn(t, email, password);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  return { id: row.id, email, password, cookie: cookieHeaderFrom(signedIn) };
}
