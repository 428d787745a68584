import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, verifications } from '#server/db/schema/index.js';
import { JOB_DEFINITIONS } from '#server/jobs/index.js';
import { purgeRetainedDataJob } from '#server/jobs/purge-retained-data.job.js';
import { enqueueEmail, mailDefaults } from '#server/services/email/outbox.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Issue 8, item 11: sent emails' bodies and expired tokens are not kept for ever. */
const NOW = new Date('2031-06-30T04:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('the daily purge of retained data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function email(subject: string, status: string, days: number, category: 'transactional' | 'marketing' = 'transactional') {
    const { id } = await enqueueEmail(
      t.db,
      { to: 'ann@example.com', subject, html: `<p>${subject} http://localhost:3000/api/auth/reset-password/TOKEN</p>`, text: `${subject} link`, replyTo: 'grace@example.com', category, tags: ['auth', 'reset-password'] },
      mailDefaults(t.ctx.settings),
    );
    await t.db.update(emailOutbox).set({ status, createdAt: daysAgo(days), sentAt: status === 'sent' ? daysAgo(days) : null }).where(eq(emailOutbox.id, id));
    return id;
  }

  const run = () => purgeRetainedDataJob.handle({}, { ...t.ctx, now: () => NOW, log: { info: () => undefined, error: () => undefined } });

  it('is a scheduled daily job of the worker', () => {
    expect(JOB_DEFINITIONS).toContain(purgeRetainedDataJob);
    expect(purgeRetainedDataJob.schedule).toEqual({ dailyAtUtcHour: 4 });
  });

  it('empties the bodies of finished emails older than 30 days and keeps what statistics need', async () => {
    const oldSent = await email('Reset your password', 'sent', 31);
    const oldMarketing = await email('Spring picks', 'sent', 45, 'marketing');
    const oldFailed = await email('Confirm your email', 'failed', 40);
    const recentSent = await email('Recent', 'sent', 29);
    const oldPending = await email('Still trying', 'pending', 40);
    await run();

    const rows = new Map((await t.db.select().from(emailOutbox)).map((row) => [row.id, row]));
    for (const id of [oldSent, oldMarketing, oldFailed]) {
      expect(rows.get(id)).toMatchObject({ html: '', text: '', headers: {}, replyTo: null });
      expect(rows.get(id)).toMatchObject({ toAddress: 'ann@example.com', tags: ['auth', 'reset-password'] });
    }
    expect(rows.get(oldSent)).toMatchObject({ subject: 'Reset your password', status: 'sent', category: 'transactional' });
    expect(rows.get(oldSent)!.sentAt).toEqual(daysAgo(31));
    for (const id of [recentSent, oldPending]) {
      expect(rows.get(id)!.html).toContain('reset-password/TOKEN');
      expect(rows.get(id)!.replyTo).toBe('grace@example.com');
    }
    expect(rows.get(oldMarketing)!.headers).toEqual({});
  });

  it('deletes expired verification rows and keeps live ones', async () => {
    await t.db.insert(verifications).values([
      { id: 'expired-reset', identifier: 'reset-password:abc', value: 'u1', expiresAt: new Date(NOW.getTime() - 1000) },
      { id: 'live-reset', identifier: 'reset-password:def', value: 'u1', expiresAt: new Date(NOW.getTime() + 60_000) },
      { id: 'expired-other', identifier: 'email-verification:x', value: 'u2', expiresAt: daysAgo(10) },
    ]);
    await run();
    expect((await t.db.select().from(verifications)).map((row) => row.id)).toEqual(['live-reset']);
  });
});
