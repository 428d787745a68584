import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '#server/db/schema/index.js';
import { RATE_LIMITS } from '#server/http/plugins/rate-limit.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

const SUPPORT = 'support@giftwise.test';
const GOOD = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  subject: 'Reminder emails',
  message: 'My birthday reminders stopped arriving last week. Could you take a look?',
};

/** The contact form as sent without the site's Origin unless given, from one address unless given. */
const post = (t: TestApp, payload: object, headers: Record<string, string> = {}, remoteAddress = '203.0.113.10') =>
  requests(t).post('/api/contact', payload, undefined, { origin: false, headers, remoteAddress });

/** The contact emails only (signing up writes a verification email too). */
const contactRows = (t: TestApp) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.tags} ?| array['contact', 'contact-acknowledgement']`);
const supportRows = (t: TestApp) => t.db.select().from(emailOutbox).where(sql`${emailOutbox.tags} ? 'contact'`);

describe('POST /api/contact', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ settings: { supportEmail: SUPPORT } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('writes the message to support (reply-to the sender) and an acknowledgement to the sender', async () => {
    const res = await post(t, GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const rows = await t.db.select().from(emailOutbox);
    expect(rows).toHaveLength(2);
    const toSupport = rows.find((r) => r.toAddress === SUPPORT)!;
    const toSender = rows.find((r) => r.toAddress === 'grace@example.com')!;

    expect(toSupport).toMatchObject({ replyTo: 'grace@example.com', category: 'transactional', status: 'pending', userId: null });
    expect(toSupport.subject).toBe('Contact form: Reminder emails');
    expect(toSupport.text).toContain(GOOD.message);
    expect(toSupport.text).toContain('Grace Hopper <grace@example.com>');
    expect(toSupport.text).toContain('Not signed in');

    expect(toSender.subject).toBe('We received your message');
    expect(toSender.category).toBe('transactional');
    // The acknowledgement repeats nothing the visitor typed.
    expect(toSender.text).not.toContain(GOOD.message);
    expect(toSender.html).not.toContain(GOOD.subject);
  });

  it('sanitises the input and escapes it in the HTML', async () => {
    const res = await post(t, {
      ...GOOD,
      name: '  <b>Grace</b> ',
      subject: 'Hello <img src=x onerror=alert(1)>',
      message: 'Click <a href="javascript:alert(1)">here</a> & "quote" please',
    });
    expect(res.statusCode).toBe(200);
    const [toSupport] = await supportRows(t);
    expect(toSupport.subject).toBe('Contact form: Hello img src=x alert(1)');
    expect(toSupport.text).toContain('bGrace/b <grace@example.com>');
    expect(toSupport.text).not.toContain('javascript:');
    expect(toSupport.text).not.toContain('onerror=');
    expect(toSupport.html).not.toContain('<img');
    expect(toSupport.html).not.toContain('javascript:');
    expect(toSupport.html).toContain('&amp; &quot;quote&quot;');
  });

  it('names the signed-in account to support', async () => {
    const person = await signUpVerifiedUser(t, { email: 'member@example.com' });
    const res = await post(t, { ...GOOD, email: 'member@example.com' }, { cookie: person.cookie, origin: TEST_ORIGIN });
    expect(res.statusCode).toBe(200);
    const rows = await contactRows(t);
    expect(rows).toHaveLength(2);
    const toSupport = rows.find((r) => r.toAddress === SUPPORT)!;
    expect(toSupport.text).toContain(`Signed in as member@example.com (user ${person.id})`);
    expect(rows.find((r) => r.toAddress === 'member@example.com')!.userId).toBe(person.id);
  });

  it('refuses a signed-in post from another origin, writing nothing', async () => {
    const person = await signUpVerifiedUser(t);
    const res = await post(t, GOOD, { cookie: person.cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(await contactRows(t)).toHaveLength(0);
  });

  it.each([
    ['name', { ...GOOD, name: '' }, 'Please enter your name'],
    ['name', { ...GOOD, name: '<>' }, 'Please enter your name'],
    ['email', { ...GOOD, email: 'not-an-address' }, 'Please enter a valid email address'],
    ['email', { ...GOOD, email: undefined }, 'Please enter your email address'],
    ['subject', { ...GOOD, subject: '   ' }, 'Please enter a subject'],
    ['subject', { ...GOOD, subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
    ['message', { ...GOOD, message: 'Too short' }, 'Message must be at least 10 characters'],
    ['message', { ...GOOD, message: 'x'.repeat(1001) }, 'Message must be at most 1000 characters'],
  ])('answers 400 naming %s for bad input, and writes nothing', async (field, payload, message) => {
    const res = await post(t, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields[field]).toBe(message);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('answers 400 naming every field for an empty body', async () => {
    const res = await post(t, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe('POST /api/contact rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ settings: { supportEmail: SUPPORT, rateLimitScale: 1 } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it(`refuses with 429 after ${RATE_LIMITS.contact.max} messages from one address, and writes no more`, async () => {
    for (let i = 0; i < RATE_LIMITS.contact.max; i += 1) {
      expect((await post(t, GOOD, {}, '198.51.100.20')).statusCode).toBe(200);
    }
    const refused = await post(t, GOOD, {}, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.db.select().from(emailOutbox)).toHaveLength(RATE_LIMITS.contact.max * 2);

    // Another address still gets through.
    expect((await post(t, GOOD, {}, '198.51.100.21')).statusCode).toBe(200);
  });
});
