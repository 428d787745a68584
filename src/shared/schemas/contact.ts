import { z } from 'zod';
import { EMAIL_MAX_LENGTH, SANITIZE_MAX_LENGTH, sanitizeInput } from '#shared/errors/sanitize.js';

/** The contact form's limits; the message may be as long as the input sanitiser keeps (platform.md 5). */
export const CONTACT_LIMITS = {
  name: 100,
  subject: 150,
  messageMin: 10,
  messageMax: SANITIZE_MAX_LENGTH,
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Please enter a message',
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
} as const;

/**
 * A text field: at most `max` characters as typed, then sanitised (trimmed; angle brackets, javascript:
 * and on...= removed), and what is left must still say something.
 */
function sanitizedText(required: string, max: number, tooLong: string, min = 1, tooShort = required) {
  return z
    .string({ error: required })
    .max(max, tooLong)
    .transform(sanitizeInput)
    .pipe(z.string().min(1, required).min(min, tooShort));
}

/** POST /api/contact (and the /contact form, which shows these messages under its fields). */
export const ContactMessageInput = z.object({
  name: sanitizedText(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, CONTACT_MESSAGES.emailTooLong)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  subject: sanitizedText(CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong),
  message: sanitizedText(
    CONTACT_MESSAGES.messageRequired,
    CONTACT_LIMITS.messageMax,
    CONTACT_MESSAGES.messageTooLong,
    CONTACT_LIMITS.messageMin,
    CONTACT_MESSAGES.messageTooShort,
  ),
});
/** What the form holds (before sanitising). */
export type ContactMessageFields = z.input<typeof ContactMessageInput>;
/** What the server works with (sanitised). */
export type ContactMessageInput = z.output<typeof ContactMessageInput>;

export const ContactMessageResponse = z.object({ ok: z.literal(true) });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponse>;
