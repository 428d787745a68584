import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '#shared/auth/password';
import { withPasswordConfirmation } from '#shared/auth/password-confirmation';
import { AGE_RANGES, GENDERS } from '#shared/constants/choice-lists';
import { refuseWeakPassword } from '#shared/schemas/auth';
import {
  birthdayProblem,
  DELETE_CONFIRMATION_MESSAGE,
  DELETE_CONFIRMATION_WORD,
  interestsField,
  personalityTraitsField,
  profileNameField,
} from '#shared/schemas/profile';

/**
 * The profile screens' forms. Selects and the date input give '' for "nothing chosen"; the server's schema
 * (src/shared/schemas/profile.ts) wants null, so these schemas turn '' into null. The rules are the shared ones.
 */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(''), z.enum(values, { error: message })]).transform((v) => (v === '' ? null : v));

function birthdayFormField(now: () => Date = () => new Date()) {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (!value) return;
      const problem = birthdayProblem(value, now());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => (v === '' ? null : v));
}

export function profileFieldsSchema(now?: () => Date) {
  return z.object({
    interests: interestsField,
    personalityTraits: personalityTraitsField,
    ageRange: optionalChoice(AGE_RANGES, 'Please select an age range'),
    gender: optionalChoice(GENDERS, 'Please select a gender'),
    birthday: birthdayFormField(now),
  });
}

export function profileFormSchema(now?: () => Date) {
  return profileFieldsSchema(now).extend({ name: profileNameField });
}
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;

/** Change password: current, new and confirm, with the sign-up form's wording of the 6-character rule. */
export const changePasswordFormSchema = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: z
      .string()
      .min(1, 'Please enter a new password')
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
      .superRefine(refuseWeakPassword),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  }),
  { password: 'newPassword', confirmation: 'confirmPassword' },
).refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'Your new password must be different from the current one',
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; currentPassword?: unknown } | undefined;
      return typeof value?.newPassword === 'string' && value.newPassword !== '' && typeof value.currentPassword === 'string';
    },
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const deleteAccountFormSchema = z.object({
  confirm: z.string().refine((v) => v.trim() === DELETE_CONFIRMATION_WORD, DELETE_CONFIRMATION_MESSAGE),
});
export type DeleteAccountFormValues = z.infer<typeof deleteAccountFormSchema>;
