import { describe, expect, it } from 'vitest';
import { classifyError, codeOfError, isFetchNetworkError } from './classify.js';

describe('classifyError', () => {
  it("uses an API error body's error.code before the status", () => {
    const body = { error: { code: 'RATE_LIMIT_EXCEEDED', message: 'x' } };
    expect(classifyError(body)).toEqual({
      code: 'RATE_LIMIT_EXCEEDED',
      severity: 'medium',
      userMessage: 'Too many requests. Please wait a moment and try again.',
    });
    // A 500 whose body says VALIDATION_ERROR is a validation error.
    expect(codeOfError({ status: 500, body })).toBe('RATE_LIMIT_EXCEEDED');
    expect(codeOfError({ status: 500, data: { error: { code: 'VALIDATION_ERROR' } } })).toBe('VALIDATION_ERROR');
    expect(codeOfError({ status: 500, code: 'PERMISSION_DENIED' })).toBe('PERMISSION_DENIED');
  });

  it('ignores a body code that is not in the catalogue and falls back to the status', () => {
    expect(codeOfError({ status: 404, body: { error: { code: 'SOMETHING_ELSE' } } })).toBe('RESOURCE_NOT_FOUND');
  });

  it.each([
    [400, 'VALIDATION_ERROR', 'low'],
    [401, 'AUTHENTICATION_ERROR', 'critical'],
    [403, 'PERMISSION_DENIED', 'high'],
    [404, 'RESOURCE_NOT_FOUND', 'low'],
    [422, 'VALIDATION_ERROR', 'low'],
    [429, 'RATE_LIMIT_EXCEEDED', 'medium'],
    [500, 'SERVICE_UNAVAILABLE', 'critical'],
    [502, 'SERVICE_UNAVAILABLE', 'critical'],
    [418, 'UNKNOWN_ERROR', 'medium'],
  ] as const)('classifies HTTP %i as %s (%s)', (status, code, severity) => {
    const result = classifyError({ status });
    expect(result.code).toBe(code);
    expect(result.severity).toBe(severity);
    // Works on a Response-like object and on an error with statusCode too.
    expect(codeOfError({ statusCode: status })).toBe(code);
    expect(codeOfError({ response: { status } })).toBe(code);
  });

  it('a successful status is not a failure code', () => {
    expect(codeOfError({ status: 200 })).toBe('UNKNOWN_ERROR');
  });

  it('turns a fetch TypeError into NETWORK_ERROR with the offline or online message', () => {
    const offline = classifyError(new TypeError('Failed to fetch'), { online: false });
    expect(offline).toEqual({
      code: 'NETWORK_ERROR',
      severity: 'high',
      userMessage: "You're offline. Check your connection and try again.",
    });
    expect(classifyError(new TypeError('fetch failed'), { online: true }).userMessage).toBe(
      'Connection problem. Please try again.',
    );
  });

  it('recognises each engine wording of a failed fetch, and no other TypeError', () => {
    expect(isFetchNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isFetchNetworkError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isFetchNetworkError(new TypeError('Load failed'))).toBe(true);
    expect(isFetchNetworkError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isFetchNetworkError(new Error('Failed to fetch'))).toBe(false);
  });

  it('anything else is UNKNOWN_ERROR with the default message', () => {
    for (const input of [new Error('boom'), 'text', null, undefined, 42, {}]) {
      expect(classifyError(input)).toEqual({
        code: 'UNKNOWN_ERROR',
        severity: 'medium',
        userMessage: 'Something went wrong. Please try again.',
      });
    }
  });

  it('names the service in a SERVICE_UNAVAILABLE message', () => {
    expect(classifyError({ status: 503 }, { service: 'AI Service' }).userMessage).toBe(
      'AI Service is currently unavailable. Please try again later.',
    );
  });

  it('defaults to online when there is no navigator (the server)', () => {
    expect(classifyError(new TypeError('fetch failed')).userMessage).toBe('Connection problem. Please try again.');
  });
});
