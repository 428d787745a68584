import { describe, expect, it } from 'vitest';
import { CLI_HELP, CliError, coerceSettingValue } from './cli.js';

describe('CLI set-setting values', () => {
  it('coerces booleans and whole numbers by the setting’s type', () => {
    expect(coerceSettingValue('emailVerification', 'off')).toEqual({ key: 'emailVerification', value: false });
    expect(coerceSettingValue('userRegistration', 'YES')).toEqual({ key: 'userRegistration', value: true });
    expect(coerceSettingValue('maxLoginAttempts', '3')).toEqual({ key: 'maxLoginAttempts', value: 3 });
    expect(coerceSettingValue('sessionTimeoutMinutes', ' 90 ')).toEqual({ key: 'sessionTimeoutMinutes', value: 90 });
  });

  it('refuses unknown keys and values of the wrong kind', () => {
    expect(() => coerceSettingValue('nope', '1')).toThrow(CliError);
    expect(() => coerceSettingValue('toString', '1')).toThrow(/Unknown setting/);
    expect(() => coerceSettingValue('maxLoginAttempts', '0')).toThrow(/whole number/);
    expect(() => coerceSettingValue('maxLoginAttempts', '2.5')).toThrow(/whole number/);
    expect(() => coerceSettingValue('maxLoginAttempts', '')).toThrow(/whole number/);
    expect(() => coerceSettingValue('apiRateLimiting', 'maybe')).toThrow(/true or false/);
  });

  it('warns in its help that a PGlite directory belongs to one process', () => {
    expect(CLI_HELP).toMatch(/belongs to one process/);
    expect(CLI_HELP).toMatch(/DATABASE_URL/);
  });
});
