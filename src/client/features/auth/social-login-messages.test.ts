import { describe, expect, it } from 'vitest';
import { errorFromNetworkFailure, errorFromResponse } from '#client/lib/api-client';
import { socialLoginErrorMessage } from './auth-messages';

describe('social login failure (core-app.md 5)', () => {
  it("uses the server's message, or 'Social login failed'", () => {
    const refused = errorFromResponse(404, { error: { code: 'RESOURCE_NOT_FOUND', message: 'Provider not found' } });
    expect(socialLoginErrorMessage(refused)).toBe('Provider not found');
    expect(socialLoginErrorMessage(errorFromNetworkFailure(new TypeError('Failed to fetch')))).toBe('Social login failed');
    expect(socialLoginErrorMessage(new Error('No sign-in address'))).toBe('Social login failed');
  });
});
