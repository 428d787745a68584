import { z } from 'zod';
import { MeResponse, SessionResponse } from '#shared/schemas/auth.js';
import { EmailPreferences, EmailPreferencesInput } from '#shared/schemas/email-preferences.js';
import { ChangePasswordInput, DeleteAccountInput, ProfileResponse } from '#shared/schemas/profile.js';
import { defineArea } from './contract.js';

/** Who is signed in: the session probe every page makes at start, and the signed-in person's account. */
export const sessionApi = defineArea('session', {
  session: {
    method: 'GET',
    path: '/api/session',
    summary: 'Who is signed in, or null: always 200 (a signed-out visit is normal use, not an error)',
    access: 'anyone',
    responses: { 200: SessionResponse },
  },
  me: {
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in person\'s account (401 when the session outlived it)',
    access: 'person',
    responses: { 200: MeResponse },
  },
});

/**
 * /api/profile: the signed-in person's own profile, avatar, email preferences, password and account deletion.
 * Every endpoint acts on the actor's own data only; there is no user id in any path. (PATCH /api/profile,
 * onboarding and the avatar upload are not here yet: their input depends on the server's clock or is multipart.)
 */
export const profileApi = defineArea('profile', {
  profile: {
    method: 'GET',
    path: '/api/profile',
    summary: 'The signed-in person\'s profile',
    access: 'person',
    responses: { 200: ProfileResponse },
  },
  removeAvatar: {
    method: 'DELETE',
    path: '/api/profile/avatar',
    summary: 'Remove the avatar',
    access: 'person',
    responses: { 200: ProfileResponse },
  },
  emailPreferences: {
    method: 'GET',
    path: '/api/profile/email-preferences',
    summary: 'Which emails the person receives',
    access: 'person',
    responses: { 200: EmailPreferences },
  },
  updateEmailPreferences: {
    method: 'PUT',
    path: '/api/profile/email-preferences',
    summary: 'Change which emails the person receives',
    access: 'person',
    body: EmailPreferencesInput,
    responses: { 200: EmailPreferences },
  },
  changePassword: {
    method: 'POST',
    path: '/api/profile/password',
    summary: 'Change the password (the current one is asked); every other session ends',
    access: 'person',
    body: ChangePasswordInput,
    responses: { 200: z.object({ otherSessionsEnded: z.number().int().nonnegative() }) },
    // Guessing the current password here is as sensitive as at sign-in.
    rateLimit: 'auth-password',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/profile',
    summary: 'Delete the account (typed confirmation, and the password when there is one); the session cookies expire',
    access: 'person',
    body: DeleteAccountInput,
    responses: { 200: z.object({ deleted: z.literal(true) }) },
    rateLimit: 'auth-password',
  },
});
