import { describe, expect, it } from 'vitest';
import { sessionApi } from '#shared/api/account';
import { urlFor } from '#shared/api/contract';
import { queryKeyFor } from '#client/lib/api-call';
import { authKeys, SESSION_PATH } from './auth-api';

/** The session probe keeps the raw helper on the first load (decision 180): its key and path are the contract's. */
describe('the session probe written out for the first load', () => {
  it('has the key queryKeyFor derives from the contract', () => {
    expect(authKeys.me()).toEqual(queryKeyFor(sessionApi.session, {}));
    expect(authKeys.all).toEqual(authKeys.me().slice(0, 1));
  });

  it('asks at the contract\'s URL', () => {
    expect(SESSION_PATH).toBe(urlFor(sessionApi.session));
  });
});
