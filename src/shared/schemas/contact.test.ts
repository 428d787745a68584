import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, ContactMessageInput } from './contact.js';

const GOOD = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A message long enough.' };

function firstIssue(input: unknown): { path: string; message: string } | undefined {
  const result = ContactMessageInput.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('ContactMessageInput', () => {
  it('accepts a complete message, trimming and lower-casing the address', () => {
    expect(ContactMessageInput.parse({ ...GOOD, name: '  Ada ', email: ' Ada@Example.COM ' })).toEqual({ ...GOOD, name: 'Ada' });
  });

  it('sanitises text: angle brackets, javascript: and event handlers go', () => {
    const parsed = ContactMessageInput.parse({ ...GOOD, subject: '<b>Hi</b>', message: 'See javascript:alert(1) <img onload=x>' });
    expect(parsed.subject).toBe('bHi/b');
    expect(parsed.message).toBe('See alert(1) img x');
  });

  it.each([
    [{ ...GOOD, name: '' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ ...GOOD, name: '<>' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ ...GOOD, name: 'x'.repeat(101) }, 'name', CONTACT_MESSAGES.nameTooLong],
    [{ ...GOOD, email: '' }, 'email', CONTACT_MESSAGES.emailRequired],
    [{ ...GOOD, email: 'ada@' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ ...GOOD, subject: undefined }, 'subject', CONTACT_MESSAGES.subjectRequired],
    [{ ...GOOD, message: ' short ' }, 'message', CONTACT_MESSAGES.messageTooShort],
    [{ ...GOOD, message: 'x'.repeat(1001) }, 'message', CONTACT_MESSAGES.messageTooLong],
  ])('refuses %o at %s', (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });
});
