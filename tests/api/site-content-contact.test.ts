import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteContent } from '#server/db/schema/index.js';
import { signUpVerifiedUser } from '../support/auth-helpers.js';
import { requests } from '../support/requests.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/site-content/contact', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ settings: { supportEmail: 'support@giftwise.test' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const getContact = (cookie?: string) => requests(t).get('/api/site-content/contact', cookie);

  it('gives the support address and no phone when nothing is configured (signed out)', async () => {
    const res = await getContact();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'support@giftwise.test', phone: null, socialLinks: [] });
  });

  it('gives what site content holds', async () => {
    const value = {
      email: 'hello@giftwise.test',
      phone: '+1 555 0100',
      socialLinks: [
        { network: 'instagram', url: 'https://instagram.com/giftwise' },
        { network: 'pinterest', url: 'https://pinterest.com/giftwise' },
      ],
    };
    await t.db.insert(siteContent).values({ key: 'contact', value });
    const res = await getContact();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(value);
  });

  it('drops stored parts that are not valid (an http link, an unknown network, a bad address)', async () => {
    await t.db.insert(siteContent).values({
      key: 'contact',
      value: {
        email: 'nobody',
        socialLinks: [
          { network: 'facebook', url: 'http://facebook.com/giftwise' },
          { network: 'friendster', url: 'https://friendster.com/giftwise' },
          { network: 'youtube', url: 'https://youtube.com/@giftwise' },
        ],
      },
    });
    expect((await getContact()).json()).toEqual({
      email: 'support@giftwise.test',
      phone: null,
      socialLinks: [{ network: 'youtube', url: 'https://youtube.com/@giftwise' }],
    });
  });

  it('is the same for a signed-in person', async () => {
    const person = await signUpVerifiedUser(t);
    const res = await getContact(person.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('support@giftwise.test');
  });
});
