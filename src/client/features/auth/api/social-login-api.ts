import type { SocialProvider } from '#shared/schemas/auth';

/**
 * Which social providers this server offers, and starting a sign-in with one. The key is the contract's
 * (authProvidersApi.list: queryKeyFor gives [area, name, input]), written out because the login page is a
 * first load that must not pull the contracts' zod schemas in (decision 180); social-login-api.test.ts proves
 * it equal to queryKeyFor's. The calls themselves are in social-login-calls.ts, loaded when needed.
 */
export const authProvidersKey = () => ['auth-providers', 'list', {}] as const;

const calls = () => import('./social-login-calls');

export const authProvidersQuery = () => ({
  queryKey: authProvidersKey(),
  queryFn: async ({ signal }: { signal?: AbortSignal }) => (await calls()).fetchAuthProviders(signal),
  staleTime: Infinity,
});

export async function startSocialSignIn(provider: SocialProvider, callbackURL: string) {
  return (await calls()).startSocialSignIn(provider, callbackURL);
}
