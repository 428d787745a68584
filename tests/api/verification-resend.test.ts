import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/auth/messages.js';
import { jobs, users } from '#server/db/schema/index.js';
import { createAppWorker } from '#server/jobs/app-worker.js';
import { sendVerificationLinkJob } from '#server/jobs/send-verification-link.job.js';
import { outboxFor, signIn, signUp, verifyEmailFromOutbox } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 17: 'Resend verification email' said 'a new link is on its way' when the once-a-minute limit had held
 * the link back. A held-back link now goes out when the minute is over (decision 096), and the answer stays the
 * same whether or not the address has an account.
 */
const PASSWORD = 'secret-123';
const quiet = { info: () => undefined, error: () => undefined };

describe("'Resend verification email' keeps its promise", () => {
  let t: TestApp;
  /** The app's clock runs this far ahead of the real one, as if the person had waited. */
  let ahead = 0;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(Date.now() + ahead) });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.ctx.siteSettings.invalidate();
    ahead = 0;
  });

  const resend = (email: string) =>
    requests(t).post('/api/auth/send-verification-email', { email, callbackURL: '/login?message=email-verified' });
  /** What the worker does at the app's time: due held links, then nothing more. */
  const runWorker = async () => {
    const worker = createAppWorker(t.ctx, quiet, { jobs: [sendVerificationLinkJob] });
    while ((await worker.runOnce()) > 0);
  };
  const heldJobs = () => t.db.select().from(jobs).where(eq(jobs.name, sendVerificationLinkJob.name));

  it('sends the link held back by the minute as soon as the minute is over, once however often it is asked for', async () => {
    await signUp(t, { name: 'Rae', email: 'rae@example.com', password: PASSWORD });
    const [first] = await outboxFor(t, 'rae@example.com', 'verify-email');
    for (let i = 0; i < 3; i++) {
      const res = await resend('rae@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true });
    }
    expect(await outboxFor(t, 'rae@example.com', 'verify-email')).toHaveLength(1);
    const held = await heldJobs();
    expect(held).toHaveLength(1);
    expect(held[0]!.runAt.getTime()).toBe(first!.createdAt.getTime() + 61_000);

    // Not before the minute is over.
    await runWorker();
    expect(await outboxFor(t, 'rae@example.com', 'verify-email')).toHaveLength(1);
    ahead = 62_000;
    await runWorker();
    const links = await outboxFor(t, 'rae@example.com', 'verify-email');
    expect(links).toHaveLength(2);
    expect((await heldJobs())[0]!.status).toBe('done');
    // The held link is a working one.
    expect((await verifyEmailFromOutbox(t, 'rae@example.com')).statusCode).toBe(302);
    expect((await signIn(t, 'rae@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for an unknown address, and holds nothing for it', async () => {
    const res = await resend('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    expect(await heldJobs()).toHaveLength(0);
    expect(await outboxFor(t, 'nobody@example.com')).toHaveLength(0);
  });

  it('sends no held link once the address is verified, or when a link left after the request', async () => {
    await signUp(t, { name: 'Sol', email: 'sol@example.com', password: PASSWORD });
    await resend('sol@example.com');
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'sol@example.com'));
    ahead = 62_000;
    await runWorker();
    expect(await outboxFor(t, 'sol@example.com', 'verify-email')).toHaveLength(1);

    await signUp(t, { name: 'Tam', email: 'tam@example.com', password: PASSWORD });
    ahead = 0;
    await resend('tam@example.com');
    // After the minute, an unverified sign-in sends a link before the worker runs: that one answers the request.
    ahead = 62_000;
    expect((await signIn(t, 'tam@example.com', PASSWORD)).json().error.message).toBe(AUTH_MESSAGES.emailNotVerified);
    await runWorker();
    expect(await outboxFor(t, 'tam@example.com', 'verify-email')).toHaveLength(2);
  });
});
