import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/errors/catalogue';
import { defaultMessageFor, errorVariantFor } from './error-variant';

describe('errorVariantFor', () => {
  it('maps catalogue codes to the five error screen variants', () => {
    expect(errorVariantFor('NETWORK_ERROR')).toBe('network');
    expect(errorVariantFor('SERVICE_UNAVAILABLE')).toBe('server');
    expect(errorVariantFor('PERMISSION_DENIED')).toBe('permission');
    expect(errorVariantFor('RESOURCE_NOT_FOUND')).toBe('notfound');
    expect(errorVariantFor('UNKNOWN_ERROR')).toBe('generic');
    expect(errorVariantFor(undefined)).toBe('generic');
  });

  it('has a variant for every code', () => {
    for (const code of ERROR_CODES) expect(['network', 'server', 'permission', 'notfound', 'generic']).toContain(errorVariantFor(code));
  });
});

describe('defaultMessageFor', () => {
  it("uses the catalogue's user messages", () => {
    expect(defaultMessageFor('network', true)).toBe('Connection problem. Please try again.');
    expect(defaultMessageFor('network', false)).toBe("You're offline. Check your connection and try again.");
    expect(defaultMessageFor('server')).toBe('Service is currently unavailable. Please try again later.');
    expect(defaultMessageFor('permission')).toBe("You don't have permission to perform this action.");
    expect(defaultMessageFor('notfound')).toBe('The requested item was not found.');
    expect(defaultMessageFor('generic')).toBe('Something went wrong. Please try again.');
  });
});
