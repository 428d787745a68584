import { authApi } from '#shared/api/account';
import type { ResetPasswordInput, SignInInput, SignUpInput } from '#shared/schemas/auth';
import { call } from '#client/lib/api-call';

/**
 * Better Auth's endpoints through their contracts (authApi in src/shared/api/account.ts, served by the /api/auth
 * catch-all). Loaded on demand by auth-api.ts when a form is sent, so the contracts' zod schemas stay off the
 * first load of / and /login (decision 180). The server fixes every redirect target itself.
 */
export const signIn = (input: SignInInput) => call(authApi.signIn, { body: input });
export const signUp = (input: SignUpInput) => call(authApi.signUp, { body: input });
export const signOut = () => call(authApi.signOut, {});
export const requestPasswordReset = (email: string) => call(authApi.requestPasswordReset, { body: { email } });
export const sendVerificationEmail = (email: string) => call(authApi.sendVerificationEmail, { body: { email } });
export const resetPassword = (input: ResetPasswordInput) => call(authApi.resetPassword, { body: input });
