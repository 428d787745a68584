import { z } from 'zod';
import {
  newPasswordProblem,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '#shared/auth/password';
import { confirmationMismatch, withPasswordConfirmation } from '#shared/auth/password-confirmation';
import { emailField, refuseWeakPassword } from '#shared/schemas/auth';

/**
 * One schema per form, each in that screen's wording (core-app.md 5). The server checks the same rules
 * again (src/shared/schemas/auth.ts); these only spare a round trip and say what is wrong where it is.
 */


export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const signupSchema = withPasswordConfirmation(
  z.object({
    name: z.string().trim().min(1, 'Please enter your full name').max(100, 'Name must be at most 100 characters'),
    email: emailField,
    password: z
      .string()
      .min(1, 'Please enter a password')
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
      .superRefine(refuseWeakPassword),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  }),
  { password: 'password', confirmation: 'confirmPassword' },
);
export type SignupValues = z.infer<typeof signupSchema>;

/** The reset form's problems come as a title and a message, checked in the spec's order. */
export interface ResetPasswordProblem {
  title: string;
  message: string;
  fields: ('newPassword' | 'confirmPassword')[];
}

export function resetPasswordProblem(values: { newPassword: string; confirmPassword: string }): ResetPasswordProblem | null {
  const { newPassword, confirmPassword } = values;
  if (!newPassword || !confirmPassword) {
    return {
      title: 'Missing Fields',
      message: 'Please fill in all fields.',
      fields: [!newPassword ? 'newPassword' : null, !confirmPassword ? 'confirmPassword' : null].filter(
        (field): field is 'newPassword' | 'confirmPassword' => field !== null,
      ),
    };
  }
  if (confirmationMismatch(newPassword, confirmPassword)) {
    return { title: "Passwords Don't Match", message: 'Please make sure your passwords match.', fields: ['confirmPassword'] };
  }
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Password Too Short', message: NEW_PASSWORD_TOO_SHORT_MESSAGE, fields: ['newPassword'] };
  }
  if (newPassword.length > PASSWORD_MAX_LENGTH) {
    return { title: 'Password Too Long', message: PASSWORD_TOO_LONG_MESSAGE, fields: ['newPassword'] };
  }
  const weakness = newPasswordProblem(newPassword);
  if (weakness) return { title: 'Choose Another Password', message: weakness, fields: ['newPassword'] };
  return null;
}
