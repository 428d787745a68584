import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '#shared/auth/password.js';
import { CALENDAR_YEARS, isCalendarDate } from '#shared/calendar/dates.js';
import { AGE_RANGES, GENDERS, INTERESTS, PERSONALITY_TRAITS } from '#shared/constants/choice-lists.js';
import { newPasswordField } from './auth.js';

/**
 * The gifting profile (core-app.md 3 "User", 7 "users: update"): what GET /api/profile answers and what
 * PATCH /api/profile, POST /api/profile/onboarding and the profile forms accept. The choice lists come
 * from src/shared/constants/choice-lists.ts.
 */

const PROFILE_NAME_MAX_LENGTH = 100;
/** Before this, a birthday is a typing slip rather than a date of birth (the calendar's first year). */
const EARLIEST_BIRTHDAY = `${CALENDAR_YEARS.min}-01-01`;
/** The latest time zone is UTC+14: a birthday is "not in the future" if it is today somewhere on Earth. */
const LATEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000;

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${PROFILE_NAME_MAX_LENGTH} characters`,
  ageRange: 'Please select an age range',
  gender: 'Please select a gender',
  birthdayFormat: 'Please enter a valid date',
  birthdayFuture: 'Birthday cannot be in the future',
  birthdayTooEarly: 'Please enter a birthday after 1900',
} as const;

/** The latest birthday that is not in the future at `now` (YYYY-MM-DD). */
export function latestBirthday(now: Date): string {
  return new Date(now.getTime() + LATEST_ZONE_AHEAD_MS).toISOString().slice(0, 10);
}

/** Why a birthday is refused at `now`, or null when it is fine. */
export function birthdayProblem(value: string, now: Date): string | null {
  if (!isCalendarDate(value)) return PROFILE_MESSAGES.birthdayFormat;
  if (value < EARLIEST_BIRTHDAY) return PROFILE_MESSAGES.birthdayTooEarly;
  if (value > latestBirthday(now)) return PROFILE_MESSAGES.birthdayFuture;
  return null;
}

/**
 * A list whose every entry must come from `allowed`. Duplicates are dropped. A bad entry is reported on the
 * list itself (fields.interests), not on its index, so the client can show it under the right control.
 */
function choiceList(allowed: readonly string[], noun: string) {
  const known = new Set(allowed);
  return z
    .array(z.string({ error: `Each ${noun} must be text` }), { error: `Please choose ${noun}s from the list` })
    .max(allowed.length * 2, `Please choose ${noun}s from the list`)
    .superRefine((values, ctx) => {
      const unknown = values.filter((value) => !known.has(value));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown ${noun}: ${unknown.join(', ')}` });
    })
    .transform((values) => [...new Set(values)]);
}

export const interestsField = choiceList(INTERESTS, 'interest');
export const personalityTraitsField = choiceList(PERSONALITY_TRAITS, 'personality trait');
const ageRangeField = z.enum(AGE_RANGES, { error: PROFILE_MESSAGES.ageRange });
const genderField = z.enum(GENDERS, { error: PROFILE_MESSAGES.gender });

/** "Now" for a schema: a moment, or the server's clock, read at each parse (the test clock moves). */
export type Clock = Date | (() => Date);
const momentOf = (clock: Clock) => (typeof clock === 'function' ? clock() : clock);

function birthdayField(now: Clock) {
  return z
    .string({ error: PROFILE_MESSAGES.birthdayFormat })
    .trim()
    .superRefine((value, ctx) => {
      const problem = birthdayProblem(value, momentOf(now));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export const profileNameField = z
  .string({ error: PROFILE_MESSAGES.nameRequired })
  .trim()
  .min(1, PROFILE_MESSAGES.nameRequired)
  .max(PROFILE_NAME_MAX_LENGTH, PROFILE_MESSAGES.nameTooLong);

/** The onboarding fields; each may be cleared with null (an empty list clears a list). */
function profileFields(now: Clock) {
  return {
    interests: interestsField,
    personalityTraits: personalityTraitsField,
    ageRange: ageRangeField.nullable(),
    gender: genderField.nullable(),
    birthday: birthdayField(now).nullable(),
  };
}

/**
 * PATCH /api/profile: any subset of the fields. Unknown keys (role, email, avatarMediaId …) are refused with a
 * 400 naming them, so nothing can be slipped in. "Not in the future" needs the server's clock, hence `now` (the
 * contract passes the clock itself, read at each request: src/shared/api/account.ts).
 */
export function updateProfileInput(now: Clock) {
  return z.strictObject({
    name: profileNameField,
    ...profileFields(now),
    onboardingCompleted: z.boolean({ error: 'onboardingCompleted must be true or false' }),
  }).partial();
}
export type UpdateProfileInput = z.infer<ReturnType<typeof updateProfileInput>>;

const ONBOARDING_OUTCOMES = ['completed', 'skipped'] as const;

/** POST /api/profile/onboarding: finished or skipped, with whatever was chosen on the way. */
export function onboardingInput(now: Clock) {
  return z.strictObject({
    outcome: z.enum(ONBOARDING_OUTCOMES, { error: 'Onboarding must be completed or skipped' }).default('completed'),
    ...z.object(profileFields(now)).partial().shape,
  });
}
export type OnboardingInput = z.infer<ReturnType<typeof onboardingInput>>;

/** GET /api/profile and the answer of every profile change. */
export const ProfileResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** /api/media/{id} of the avatar, or null (the initials are shown). */
  avatarUrl: z.string().nullable(),
  interests: z.array(z.string()),
  personalityTraits: z.array(z.string()),
  ageRange: z.string().nullable(),
  gender: z.string().nullable(),
  birthday: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  /** Whether the person has a password (social-only accounts have none to change). */
  hasPassword: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** POST /api/profile/password. Other sessions end; this one stays. */
export const ChangePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password' })
      .min(1, 'Please enter your current password')
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    newPassword: newPasswordField(PASSWORD_TOO_SHORT_MESSAGE),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: 'Your new password must be different from the current one',
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const DELETE_CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION_WORD} to confirm`;

/**
 * DELETE /api/profile: the typed word DELETE, or the account's password (for those who have one). A password,
 * when given, must be right even if the word is there too.
 */
export const DeleteAccountInput = z
  .object({
    confirm: z.string({ error: DELETE_CONFIRMATION_MESSAGE }).optional(),
    password: z.string({ error: 'Please enter your password' }).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE).optional(),
  })
  .superRefine((input, ctx) => {
    const typed = input.confirm?.trim();
    if (typed === DELETE_CONFIRMATION_WORD) return;
    if (input.password && typed === undefined) return;
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: DELETE_CONFIRMATION_MESSAGE });
  });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** Avatar uploads (the admin area's image rules: at most 5 MB, an image by content). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
/**
 * A decompression bomb (a small file that unpacks to gigapixels) is refused before decoding. 20 megapixels
 * covers any phone photo and bounds what one upload may cost to decode (issue 8, item 7).
 */
export const AVATAR_MAX_PIXELS = 20_000_000;
/** Formats accepted, as the browser's file picker names them; the server decides by the bytes. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
export const AVATAR_MESSAGES = {
  notAnImage: 'Please select an image file (JPG, PNG, WebP, GIF or AVIF)',
  tooLarge: 'Please select an image smaller than 5MB',
  tooManyPixels: 'Please select an image of at most 20 megapixels',
  missing: 'Please choose an image to upload',
} as const;
