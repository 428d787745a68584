import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.js';
import { checkVariable, scoreChecks, senderAddress, validateSettings, type ValidationCheck } from './validate.js';

const GOOD_PRODUCTION = {
  NODE_ENV: 'production',
  BASE_URL: 'https://giftwise.example',
  TRUST_PROXY: '1',
  DATABASE_URL: 'postgres://giftwise@db.internal:5432/giftwise',
  AUTH_SECRET: 'a-long-enough-auth-secret-0123456789abcdef',
  SECRETS_KEY: 'f'.repeat(64),
  RESEND_API_KEY: 're_0123456789abcdefghijkl',
  MAIL_FROM: 'Giftwise <hello@giftwise.example>',
  SUPPORT_EMAIL: 'support@giftwise.example',
  ADMIN_EMAILS: 'ann@giftwise.example, bob@giftwise.example',
  DATA_DIR: path.join(tmpdir(), 'giftwise-validate-test'),
  VAPID_PUBLIC_KEY: 'BLRDV8sJ_iM8KfedJn_-oV2kMlmeIWqdKu0rqhT6E9fTMGfaPeaLVXsC7hO9RqUEwtk9SkDEOZgGLgBErnq2OSU',
  VAPID_PRIVATE_KEY: '8-hoi1KOOFXKZME5LhBzy9Ahb8-NRWyeBZ1ykbRBAxE',
  VAPID_SUBJECT: 'mailto:support@giftwise.example',
};

describe('checkVariable (the spec rules, by name)', () => {
  it('a missing required variable is critical; a missing optional one is fine', () => {
    expect(checkVariable('AUTH_SECRET', undefined, { required: true })).toEqual([
      { name: 'AUTH_SECRET', message: 'Missing required variable', severity: 'critical' },
    ]);
    expect(checkVariable('AUTH_SECRET', '   ', { required: true })[0].message).toBe('Missing required variable');
    expect(checkVariable('REDIS_URL', undefined, { required: false })).toEqual([]);
  });

  it('a name containing URL must parse as a URL', () => {
    expect(checkVariable('BASE_URL', 'not a url', { required: true })).toEqual([
      { name: 'BASE_URL', message: 'Invalid URL format', severity: 'critical' },
    ]);
    expect(checkVariable('REDIS_URL', 'not a url', { required: false })[0]).toMatchObject({
      message: 'Invalid URL format',
      severity: 'warning',
    });
    expect(checkVariable('DATABASE_URL', 'postgres://u@h:5432/db', { required: true })).toEqual([]);
    expect(checkVariable('SMTP_URL', 'smtp://user:pass@mail.example:587', { required: true })).toEqual([]);
  });

  it('a name containing API_KEY under 20 characters is a warning; 20 is enough', () => {
    expect(checkVariable('RESEND_API_KEY', 'x'.repeat(19), { required: true })).toEqual([
      { name: 'RESEND_API_KEY', message: 'API key appears too short', severity: 'warning' },
    ]);
    expect(checkVariable('RESEND_API_KEY', 'x'.repeat(20), { required: true })).toEqual([]);
  });

  it('a name containing EMAIL must look like an address, each item of a comma list', () => {
    expect(checkVariable('SUPPORT_EMAIL', 'support@example.com', { required: true })).toEqual([]);
    expect(checkVariable('SUPPORT_EMAIL', 'support', { required: true })).toEqual([
      { name: 'SUPPORT_EMAIL', message: 'Invalid email format', severity: 'critical' },
    ]);
    expect(checkVariable('ADMIN_EMAILS', 'a@example.com, b@example.com', { required: false })).toEqual([]);
    expect(checkVariable('ADMIN_EMAILS', 'a@example.com, nope', { required: false })).toEqual([
      { name: 'ADMIN_EMAILS', message: 'Invalid email format', severity: 'warning' },
    ]);
  });

  it('reads the sender address inside angle brackets', () => {
    expect(senderAddress('Giftwise <hello@example.com>')).toBe('hello@example.com');
    expect(senderAddress('hello@example.com')).toBe('hello@example.com');
  });
});

describe('scoreChecks', () => {
  const check = (required: boolean, satisfied: boolean): ValidationCheck => ({
    name: 'X',
    required,
    weight: required ? 10 : 5,
    satisfied,
  });

  it('is the satisfied weight over the total weight, in percent', () => {
    // 8 required (80) + 4 optional (20) = 100; all required and none optional = 80.
    const checks = [...Array(8)].map(() => check(true, true)).concat([...Array(4)].map(() => check(false, false)));
    expect(scoreChecks(checks, [])).toEqual({ score: 80, ready: true });
  });

  it('is not ready below 80', () => {
    const checks = [check(true, true), check(true, true), check(true, true), check(false, false), check(false, false)];
    // 30 of 40 = 75
    expect(scoreChecks(checks, [])).toEqual({ score: 75, ready: false });
  });

  it('is not ready with a critical issue, whatever the score', () => {
    expect(scoreChecks([check(true, true)], [{ name: 'X', message: 'm', severity: 'critical' }])).toEqual({
      score: 100,
      ready: false,
    });
    expect(scoreChecks([check(true, true)], [{ name: 'X', message: 'm', severity: 'warning' }]).ready).toBe(true);
  });
});

describe('validateSettings', () => {
  it('a complete production configuration is ready', () => {
    const report = validateSettings(readSettings(GOOD_PRODUCTION));
    expect(report.issues).toEqual([]);
    expect(report.ready).toBe(true);
    // 7 required (70) and 6 optional (30, Web Push keys among them); only the two OAuth providers are missing: 90 of 100.
    expect(report.score).toBe(90);
  });

  it('a fresh machine on localhost is ready on local stand-ins', () => {
    const report = validateSettings(
      readSettings({ AUTH_SECRET: 'local-secret-long-enough-0123456789', SECRETS_KEY: '0'.repeat(64), DATA_DIR: path.join(tmpdir(), 'gw-v') }),
    );
    expect(report.issues.filter((i) => i.severity === 'critical')).toEqual([]);
    expect(report.ready).toBe(true);
    expect(report.checks.find((c) => c.name === 'DATABASE_URL')?.satisfied).toBe(true);
    expect(report.checks.find((c) => c.name === 'REDIS_URL')?.satisfied).toBe(true);
    expect(report.checks.find((c) => c.name === 'SMTP_URL')?.satisfied).toBe(true);
  });

  it('a public host without secrets or mail settings is critical, naming each variable and never a value', () => {
    const report = validateSettings(
      readSettings({ NODE_ENV: 'production', BASE_URL: 'https://giftwise.example', TRUST_PROXY: '1', DATA_DIR: path.join(tmpdir(), 'gw-v') }),
    );
    expect(report.ready).toBe(false);
    const critical = report.issues.filter((i) => i.severity === 'critical').map((i) => `${i.name}: ${i.message}`);
    expect(critical).toEqual(
      expect.arrayContaining([
        'AUTH_SECRET: Missing required variable',
        'SECRETS_KEY: Missing required variable',
        'SMTP_URL: Missing required variable',
        'MAIL_FROM: Missing required variable',
        'SUPPORT_EMAIL: Missing required variable',
      ]),
    );
    // Each issue once, though readSettings reported some of them too.
    expect(new Set(critical).size).toBe(critical.length);
  });

  it('reports a short API key as a warning; the key still counts as given', () => {
    const report = validateSettings(readSettings({ ...GOOD_PRODUCTION, RESEND_API_KEY: 're_short' }));
    expect(report.issues).toEqual([{ name: 'RESEND_API_KEY', message: 'API key appears too short', severity: 'warning' }]);
    expect(report.checks.find((c) => c.name === 'SMTP_URL')?.satisfied).toBe(true);
    expect(report.ready).toBe(true);
  });

  it('a missing optional setting lowers the score; below 80 is not ready', () => {
    const report = validateSettings(readSettings({ ...GOOD_PRODUCTION, ADMIN_EMAILS: '' }));
    expect(report.score).toBe(85); // 85 of 100
    expect(report.ready).toBe(true);
    const broken = validateSettings(readSettings({ ...GOOD_PRODUCTION, ADMIN_EMAILS: '', SUPPORT_EMAIL: 'x' }));
    expect(broken.score).toBe(75); // 75 of 100, and a critical issue
    expect(broken.ready).toBe(false);
  });

  it('flags bad formats of URL and EMAIL settings', () => {
    const report = validateSettings(
      readSettings({ ...GOOD_PRODUCTION, REDIS_URL: 'nope', SUPPORT_EMAIL: 'support-at-example', MAIL_FROM: 'Giftwise <oops>' }),
    );
    expect(report.issues).toEqual(
      expect.arrayContaining([
        { name: 'REDIS_URL', message: 'Invalid URL format', severity: 'warning' },
        { name: 'SUPPORT_EMAIL', message: 'Invalid email format', severity: 'critical' },
        { name: 'MAIL_FROM', message: 'Invalid email format', severity: 'critical' },
      ]),
    );
  });

  it('requires HTTPS for a public base URL in production', () => {
    const report = validateSettings(readSettings({ ...GOOD_PRODUCTION, BASE_URL: 'http://giftwise.example' }));
    expect(report.issues).toContainEqual({ name: 'BASE_URL', message: 'Must use HTTPS', severity: 'critical' });
  });

  it('warns when an HTTPS base URL is served without TRUST_PROXY', () => {
    const { TRUST_PROXY: _omit, ...env } = GOOD_PRODUCTION;
    const report = validateSettings(readSettings(env));
    expect(report.issues).toEqual([{ name: 'TRUST_PROXY', message: 'Should be on behind an HTTPS proxy', severity: 'warning' }]);
  });

  it('warns about half an OAuth pair', () => {
    const report = validateSettings(readSettings({ ...GOOD_PRODUCTION, GOOGLE_CLIENT_ID: 'id-only' }));
    expect(report.issues).toEqual([{ name: 'GOOGLE_CLIENT_SECRET', message: 'Missing required variable', severity: 'warning' }]);
  });
});
