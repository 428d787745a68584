import type { MeResponse, SessionResponse } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client';

/**
 * The session probe, and Better Auth's endpoints (mounted at /api/auth). The probe keeps the raw helper: it is
 * on every first load (decision 180). The others go through their contracts in auth-calls.ts, loaded when a
 * form is sent. Plain fetch: the better-auth client bundle would only wrap these same requests.
 */
export type SessionUser = MeResponse;

/**
 * The session probe's key: the contract's (sessionApi.session in src/shared/api/account.ts), written out
 * because this module is on the signed-out first load of / and /login, which must not pull zod in
 * (decision 180); auth-api.test.ts proves it equal to queryKeyFor's.
 */
export const authKeys = {
  all: ['session'] as const,
  me: () => ['session', 'session', {}] as const,
};

/** The contract's path of the session probe (the test checks it). */
export const SESSION_PATH = '/api/session';

const calls = () => import('./auth-calls');

/**
 * The signed-in person, or null when signed out. GET /api/session answers 200 either way, so a signed-out page
 * logs no failed request; it is the one place to swap for a session state embedded in the page.
 */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  return (await api.get<SessionResponse>(SESSION_PATH, { signal })).user;
}

export async function signInWithEmail(input: { email: string; password: string }) {
  return (await calls()).signIn(input);
}

/** The verification link's landing page and the reset page are the server's choice (auth.ts), not the request's. */
export async function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return (await calls()).signUp(input);
}

export async function signOutSession() {
  return (await calls()).signOut();
}

export async function requestPasswordResetEmail(email: string) {
  return (await calls()).requestPasswordReset(email);
}

/** 'Resend verification email': answered the same whether or not the address has an unverified account. */
export async function resendVerificationEmail(email: string) {
  return (await calls()).sendVerificationEmail(email);
}

export async function resetPasswordWithToken(input: { newPassword: string; token: string }) {
  return (await calls()).resetPassword(input);
}
