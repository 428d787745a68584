import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerifiedUser, type TestUser } from '../support/auth-helpers.js';
import { socialClient } from '../support/social-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** POST /api/social/invites emails addresses someone typed: the 'social-invites' class, 20 an hour per address. */
describe('social invites rate limit', () => {
  let t: TestApp;
  let ada: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ settings: { rateLimitScale: 1 } });
    ada = await signUpVerifiedUser(t, { name: 'Ada' });
  });
  afterAll(() => t.close());

  it('allows 20 invitations an hour and refuses the 21st with 429, even with API Rate Limiting off', async () => {
    await t.ctx.siteSettings.set('apiRateLimiting', false);
    const s = socialClient(t);
    for (let i = 0; i < 20; i += 1) {
      expect((await s.send('POST', '/api/social/invites', { email: `friend${i}@example.com` }, ada)).statusCode).toBe(202);
    }
    const refused = await s.send('POST', '/api/social/invites', { email: 'one-more@example.com' }, ada);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMIT_EXCEEDED');
  });
});
