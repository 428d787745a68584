import { authApi } from '#shared/api/account';
import type { SocialProvider } from '#shared/schemas/auth';
import { call } from '#client/lib/api-call';

/**
 * Starting a social sign-in through its contract, loaded on the click by social-login-api.ts so that the
 * contracts' zod schemas stay off the first load of /login (decision 180).
 */
export const startSocialSignIn = (provider: SocialProvider, callbackURL: string) =>
  call(authApi.signInSocial, { body: { provider, callbackURL } });
