import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.js';
import { validateSettings } from './validate.js';
import { isVapidPrivateKey, isVapidPublicKey, VAPID_KEYS_FILE } from './vapid.js';

const PUBLIC = 'BLRDV8sJ_iM8KfedJn_-oV2kMlmeIWqdKu0rqhT6E9fTMGfaPeaLVXsC7hO9RqUEwtk9SkDEOZgGLgBErnq2OSU';
const PRIVATE = '8-hoi1KOOFXKZME5LhBzy9Ahb8-NRWyeBZ1ykbRBAxE';

function env(extra: Record<string, string> = {}) {
  return { BASE_URL: 'http://localhost:3000', AUTH_SECRET: 'x'.repeat(32), SECRETS_KEY: '0'.repeat(64), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vapid-')), ...extra };
}

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR with mode 0600 and read back on the next start', () => {
    const e = env();
    const first = readSettings(e).push;
    const file = path.join(e.DATA_DIR, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(isVapidPublicKey(first.publicKey)).toBe(true);
    expect(isVapidPrivateKey(first.privateKey)).toBe(true);
    expect(first.source).toBe('data-dir');
    expect(readSettings(e).push).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
  });

  it('come from the environment when both are set, and no file is written', () => {
    const e = env({ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'https://giftwise.example' });
    const push = readSettings(e).push;
    expect(push).toEqual({ publicKey: PUBLIC, privateKey: PRIVATE, subject: 'https://giftwise.example', source: 'environment' });
    expect(() => statSync(path.join(e.DATA_DIR, VAPID_KEYS_FILE))).toThrow();
  });

  it('default the subject to the support address', () => {
    expect(readSettings(env({ SUPPORT_EMAIL: 'help@giftwise.example' })).push.subject).toBe('mailto:help@giftwise.example');
  });

  it('half a pair is a critical problem named by startup validation', () => {
    const report = validateSettings(readSettings(env({ VAPID_PUBLIC_KEY: PUBLIC })));
    expect(report.issues).toContainEqual({ name: 'VAPID_PRIVATE_KEY', message: 'Missing required variable', severity: 'critical' });
    expect(report.ready).toBe(false);
  });

  it('a key of the wrong shape is critical; a bad subject a warning', () => {
    const report = validateSettings(readSettings(env({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'someone' })));
    expect(report.issues).toContainEqual({ name: 'VAPID_PUBLIC_KEY', message: 'Invalid key format', severity: 'critical' });
    expect(report.issues).toContainEqual({ name: 'VAPID_SUBJECT', message: 'Must be a mailto: or https: address', severity: 'warning' });
  });

  it('a damaged key file is reported, never replaced (subscriptions are bound to the key)', () => {
    const e = env();
    writeFileSync(path.join(e.DATA_DIR, VAPID_KEYS_FILE), 'not json', { mode: 0o600 });
    const report = validateSettings(readSettings(e));
    expect(report.issues).toContainEqual({ name: 'VAPID_PUBLIC_KEY', message: `Invalid key format (${VAPID_KEYS_FILE} in DATA_DIR)`, severity: 'critical' });
    expect(readFileSync(path.join(e.DATA_DIR, VAPID_KEYS_FILE), 'utf8')).toBe('not json');
  });

  it('a shared database without keys in the environment is warned about (each instance would make its own)', () => {
    const report = validateSettings(readSettings(env({ DATABASE_URL: 'postgres://u@127.0.0.1/db' })));
    expect(report.issues.some((i) => i.name === 'VAPID_PUBLIC_KEY' && i.severity === 'warning')).toBe(true);
  });
});
