import { authApi, authProvidersApi } from '#shared/api/account';
import type { SocialProvider } from '#shared/schemas/auth';
import { call } from '#client/lib/api-call';

/**
 * The social sign-in buttons' calls through their contracts, loaded on demand by social-login-api.ts so that
 * the contracts' zod schemas stay off the first load of /login (decision 180).
 */
export const fetchAuthProviders = (signal?: AbortSignal) => call(authProvidersApi.list, {}, { signal });

export const startSocialSignIn = (provider: SocialProvider, callbackURL: string) =>
  call(authApi.signInSocial, { body: { provider, callbackURL } });
