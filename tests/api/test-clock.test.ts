import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app.js';

const DAY = 86_400_000;
const OWN_HOST = 'localhost:3000';

describe('test clock (TEST_CLOCK=on on loopback)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: { testClock: true } });
  });
  afterAll(() => t.close());

  const move = (payload: object, host = OWN_HOST) =>
    t.app.inject({ method: 'POST', url: '/api/dev/clock', headers: { host, origin: TEST_ORIGIN }, payload });

  it('moves the clock every service reads, forward only', async () => {
    const before = t.ctx.now().getTime();
    const res = await move({ advanceMs: 3 * DAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offsetMs).toBeGreaterThanOrEqual(3 * DAY);
    expect(t.ctx.now().getTime() - before).toBeGreaterThanOrEqual(3 * DAY);

    const target = new Date(t.ctx.now().getTime() + 10 * DAY).toISOString();
    const jumped = await move({ at: target });
    expect(jumped.statusCode).toBe(200);
    expect(new Date(jumped.json().now).getTime()).toBeGreaterThanOrEqual(new Date(target).getTime());

    const read = await t.app.inject({ method: 'GET', url: '/api/dev/clock', headers: { host: OWN_HOST } });
    expect(read.statusCode).toBe(200);
    expect(new Date(read.json().now).getTime()).toBeGreaterThanOrEqual(new Date(target).getTime());
  });

  it('refuses to run backwards or a malformed body, naming the field, and leaves the clock alone', async () => {
    const offset = t.ctx.testClock!.offsetMs();
    const back = await move({ at: '2000-01-01T00:00:00.000Z' });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.fields).toEqual({ at: 'The test clock never runs backwards' });
    const negative = await move({ advanceMs: -5 });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().error.fields)).toContain('advanceMs');
    expect(t.ctx.testClock!.offsetMs()).toBe(offset);
  });

  it('switches a site setting on the running server, of the setting’s type only', async () => {
    const put = (payload: object, host = OWN_HOST) =>
      t.app.inject({ method: 'PUT', url: '/api/dev/site-settings', headers: { host, origin: TEST_ORIGIN }, payload });
    const off = await put({ key: 'socialFeatures', value: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.ctx.siteSettings.get()).socialFeatures).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/site-config' })).json().socialFeatures).toBe(false);
    const wrongType = await put({ key: 'socialFeatures', value: 3 });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().error.fields)).toEqual(['value']);
    expect((await put({ key: 'noSuchSetting', value: true })).json().error.fields).toHaveProperty('key');
    expect((await put({ key: 'socialFeatures', value: true }, 'evil.example')).statusCode).toBe(404);
    expect((await t.ctx.siteSettings.get()).socialFeatures).toBe(false);
    expect((await put({ key: 'socialFeatures', value: true })).statusCode).toBe(200);
    expect((await t.ctx.siteSettings.get()).socialFeatures).toBe(true);
  });

  it('does not exist under another Host header (DNS rebinding)', async () => {
    const offset = t.ctx.testClock!.offsetMs();
    expect((await move({ advanceMs: DAY }, 'evil.example')).statusCode).toBe(404);
    expect(t.ctx.testClock!.offsetMs()).toBe(offset);
  });
});

describe('without TEST_CLOCK', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no clock route and the real clock', async () => {
    expect(t.ctx.testClock).toBeNull();
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/clock', headers: { host: OWN_HOST, origin: TEST_ORIGIN }, payload: { advanceMs: DAY } });
    expect(res.statusCode).toBe(404);
    expect(Math.abs(t.ctx.now().getTime() - Date.now())).toBeLessThan(5000);
    const setting = await t.app.inject({ method: 'PUT', url: '/api/dev/site-settings', headers: { host: OWN_HOST, origin: TEST_ORIGIN }, payload: { key: 'socialFeatures', value: false } });
    expect(setting.statusCode).toBe(404);
    expect((await t.ctx.siteSettings.get()).socialFeatures).toBe(true);
  });

  it('is never on for a public site, whatever the environment says', async () => {
    const { readSettings } = await import('#server/config/settings.js');
    const settings = readSettings({ NODE_ENV: 'production', BASE_URL: 'https://giftwise.example', TEST_CLOCK: 'on', AUTH_SECRET: 'x'.repeat(40), SECRETS_KEY: '0'.repeat(64) });
    expect(settings.testClock).toBe(false);
  });
});
