import { describe, expect, it } from 'vitest';
import { codeForStatus, ERROR_CODES, isErrorCode, severityOf, STATUS_FOR_CODE, userMessageFor } from './catalogue.js';

describe('codeForStatus', () => {
  it.each([
    [400, 'VALIDATION_ERROR'],
    [401, 'AUTHENTICATION_ERROR'],
    [403, 'PERMISSION_DENIED'],
    [404, 'RESOURCE_NOT_FOUND'],
    [422, 'VALIDATION_ERROR'],
    [429, 'RATE_LIMIT_EXCEEDED'],
    [499, 'UNKNOWN_ERROR'],
    [500, 'SERVICE_UNAVAILABLE'],
    [503, 'SERVICE_UNAVAILABLE'],
    [599, 'SERVICE_UNAVAILABLE'],
    [402, 'UNKNOWN_ERROR'],
    [409, 'UNKNOWN_ERROR'],
    [302, 'UNKNOWN_ERROR'],
    [399, 'UNKNOWN_ERROR'],
  ])('%i -> %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('severityOf', () => {
  it.each([
    ['SERVICE_UNAVAILABLE', 'critical'],
    ['AUTHENTICATION_ERROR', 'critical'],
    ['CONFIGURATION_ERROR', 'critical'],
    ['NETWORK_ERROR', 'high'],
    ['PERMISSION_DENIED', 'high'],
    ['REACT_ERROR_BOUNDARY', 'high'],
    ['VALIDATION_ERROR', 'low'],
    ['RESOURCE_NOT_FOUND', 'low'],
    ['PAGE_NOT_FOUND', 'low'],
    ['RATE_LIMIT_EXCEEDED', 'medium'],
    ['UNKNOWN_ERROR', 'medium'],
  ] as const)('%s is %s', (code, severity) => {
    expect(severityOf(code)).toBe(severity);
  });
});

describe('userMessageFor', () => {
  it('distinguishes offline from online network failures', () => {
    expect(userMessageFor('NETWORK_ERROR', { online: false })).toBe("You're offline. Check your connection and try again.");
    expect(userMessageFor('NETWORK_ERROR', { online: true })).toBe('Connection problem. Please try again.');
  });

  it('names the service that is unavailable', () => {
    expect(userMessageFor('SERVICE_UNAVAILABLE')).toBe('Service is currently unavailable. Please try again later.');
    expect(userMessageFor('SERVICE_UNAVAILABLE', { service: 'Database' })).toBe(
      'Database is currently unavailable. Please try again later.',
    );
  });

  it.each([
    ['CONFIGURATION_ERROR', 'Service configuration issue. Please contact support.'],
    ['RATE_LIMIT_EXCEEDED', 'Too many requests. Please wait a moment and try again.'],
    ['AUTHENTICATION_ERROR', 'Authentication failed. Please sign in again.'],
    ['PERMISSION_DENIED', "You don't have permission to perform this action."],
    ['RESOURCE_NOT_FOUND', 'The requested item was not found.'],
    ['VALIDATION_ERROR', 'Please check your input and try again.'],
    ['UNKNOWN_ERROR', 'Something went wrong. Please try again.'],
    ['REACT_ERROR_BOUNDARY', 'Something went wrong. Please try again.'],
  ] as const)('%s says %s', (code, message) => {
    expect(userMessageFor(code)).toBe(message);
  });
});

describe('isErrorCode and STATUS_FOR_CODE', () => {
  it('knows every catalogue code and nothing else', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('maps every code back to the status class it came from', () => {
    for (const code of ['AUTHENTICATION_ERROR', 'PERMISSION_DENIED', 'RESOURCE_NOT_FOUND', 'RATE_LIMIT_EXCEEDED', 'VALIDATION_ERROR'] as const) {
      expect(codeForStatus(STATUS_FOR_CODE[code])).toBe(code);
    }
  });
});
