import { describe, expect, it } from 'vitest';
import { authProvidersApi } from '#shared/api/account';
import { queryKeyFor } from '#client/lib/api-call';
import { authProvidersKey } from './social-login-api';

/** The providers' query stays off the first load's zod (decision 180): its key is still the contract's. */
describe('the social providers query written out for the first load', () => {
  it('has the key queryKeyFor derives from the contract', () => {
    expect(authProvidersKey()).toEqual(queryKeyFor(authProvidersApi.list, {}));
  });
});
