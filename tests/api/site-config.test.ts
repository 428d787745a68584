import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';

/** GET /api/site-config: the public site flags the client acts on, to anyone, and nothing else. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  t.ctx.siteSettings.invalidate();
});
afterAll(() => t.close());

describe('GET /api/site-config', () => {
  it('answers a signed-out visitor with the defaults: nothing blocked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ blockContextMenu: false, socialFeatures: true, userRegistration: true, aiRecommendations: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('follows the stored site settings', async () => {
    await t.ctx.siteSettings.set('blockContextMenu', true);
    await t.ctx.siteSettings.set('socialFeatures', false);
    t.ctx.siteSettings.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.json()).toMatchObject({ blockContextMenu: true, socialFeatures: false });
  });

  it('never exposes security settings, signed in or not', async () => {
    const user = await signUpVerifiedUser(t);
    const res = await requests(t).get('/api/site-config', user);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['aiRecommendations', 'blockContextMenu', 'socialFeatures', 'userRegistration']);
  });

  it('is read-only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site-config', payload: { blockContextMenu: true } });
    expect(res.statusCode).toBe(404);
    t.ctx.siteSettings.invalidate();
    expect((await t.ctx.siteSettings.get()).blockContextMenu).toBe(false);
  });
});
