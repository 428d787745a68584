import type { AuthProvidersResponse, SocialProvider } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client';

/**
 * Which social providers this server offers, and starting a sign-in with one. The key is the contract's
 * (authProvidersApi.list: queryKeyFor gives [area, name, input]), written out because the login page is a
 * first load that must not pull the contracts' zod schemas in (decision 180); social-login-api.test.ts proves
 * it equal to queryKeyFor's. For the same reason the providers are read with the raw helper (the page asks on
 * its first load); starting a sign-in goes through its contract in social-login-calls.ts, loaded on the click.
 */
export const authProvidersKey = () => ['auth-providers', 'list', {}] as const;

const calls = () => import('./social-login-calls');

export const authProvidersQuery = () => ({
  queryKey: authProvidersKey(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<AuthProvidersResponse>('/api/auth-providers', { signal }),
  staleTime: Infinity,
});

export async function startSocialSignIn(provider: SocialProvider, callbackURL: string) {
  return (await calls()).startSocialSignIn(provider, callbackURL);
}
