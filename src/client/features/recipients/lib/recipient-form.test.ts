import { describe, expect, it } from 'vitest';
import { EMPTY_RECIPIENT, payloadErrors, toPayload } from './recipient-form';

describe('the recipient form', () => {
  it('sends empty fields as null and brand lists as lists', () => {
    const payload = toPayload({ ...EMPTY_RECIPIENT, name: 'Ada', favorite_brands: ' Lego, , Penguin ', birthday: '1990-02-28' });
    expect(payload).toMatchObject({
      name: 'Ada',
      age: null,
      relationship: null,
      birthday: '1990-02-28',
      email: null,
      favorite_brands: ['Lego', 'Penguin'],
      favorite_stores: [],
      email_reminders: true,
      push_reminders: false,
    });
  });

  it('names the fields the API would refuse', () => {
    expect(payloadErrors({ ...EMPTY_RECIPIENT })).toEqual({ name: 'Please enter a name' });
    expect(payloadErrors({ ...EMPTY_RECIPIENT, name: 'Ada', email: 'not-an-address' })).toEqual({ email: 'Please enter a valid email address' });
    expect(payloadErrors({ ...EMPTY_RECIPIENT, name: 'Ada', birthday: '2026-02-30' })).toHaveProperty('birthday');
    expect(payloadErrors({ ...EMPTY_RECIPIENT, name: 'Ada', email: 'ada@example.com' })).toEqual({});
  });
});
