import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteContent } from '#server/db/schema/index.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DEFAULTS = {
  stats: [
    { key: 'successRate', value: '95%', label: 'Success Rate' },
    { key: 'users', value: '500K+', label: 'Happy Users' },
    { key: 'giftsRecommended', value: '2M+', label: 'Gifts Recommended' },
  ],
};

describe('GET /api/site-content/home-stats', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const getStats = (cookie?: string) => requests(t).get('/api/site-content/home-stats', cookie);

  it('gives the spec’s claims when site content holds nothing (signed out), cacheable for a minute', async () => {
    const res = await getStats();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('gives the figures stored in site content, tile by tile', async () => {
    await t.db.insert(siteContent).values({
      key: 'home-stats',
      value: { successRate: { value: '97%' }, users: { value: '12K+', label: 'Members' } },
    });
    expect((await getStats()).json()).toEqual({
      stats: [
        { key: 'successRate', value: '97%', label: 'Success Rate' },
        { key: 'users', value: '12K+', label: 'Members' },
        DEFAULTS.stats[2],
      ],
    });
  });

  it('keeps the defaults for stored parts that are not valid', async () => {
    await t.db.insert(siteContent).values({ key: 'home-stats', value: { successRate: { value: 95 }, users: 'lots' } });
    expect((await getStats()).json()).toEqual(DEFAULTS);
  });

  it('is the same for a signed-in person, and never cached for them', async () => {
    const person = await signUpVerifiedUser(t);
    const res = await getStats(person.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('accepts no writes', async () => {
    const res = await requests(t).post('/api/site-content/home-stats', { users: { value: '1' } });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(siteContent)).toHaveLength(0);
  });
});
