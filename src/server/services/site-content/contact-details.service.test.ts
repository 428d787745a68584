import { describe, expect, it } from 'vitest';
import { contactDetailsFrom } from './contact-details.service.js';

const defaults = { supportEmail: 'support@giftwise.test' };

describe('contactDetailsFrom', () => {
  it('falls back to the support address and no phone when nothing is stored', () => {
    expect(contactDetailsFrom(undefined, defaults)).toEqual({ email: 'support@giftwise.test', phone: null, socialLinks: [] });
    expect(contactDetailsFrom('not an object', defaults)).toEqual({ email: 'support@giftwise.test', phone: null, socialLinks: [] });
  });

  it('uses the stored email, phone and social links', () => {
    const stored = {
      email: 'hello@giftwise.test',
      phone: '+44 20 7946 0000',
      socialLinks: [{ network: 'instagram', url: 'https://instagram.com/giftwise' }],
    };
    expect(contactDetailsFrom(stored, defaults)).toEqual(stored);
  });

  it('ignores each malformed part on its own', () => {
    const stored = {
      email: 'not-an-address',
      phone: '   ',
      socialLinks: [
        { network: 'instagram', url: 'http://instagram.com/giftwise' },
        { network: 'myspace', url: 'https://myspace.com/giftwise' },
        { network: 'facebook', url: 'https://facebook.com/giftwise' },
      ],
    };
    expect(contactDetailsFrom(stored, defaults)).toEqual({
      email: 'support@giftwise.test',
      phone: null,
      socialLinks: [{ network: 'facebook', url: 'https://facebook.com/giftwise' }],
    });
  });
});
