import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSettings, type Settings } from '#server/config/settings.js';

/** Settings for tests: loopback, in-memory friendly, deterministic secrets. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  const base = readSettings({
    NODE_ENV: 'test',
    PORT: '3000',
    BASE_URL: 'http://localhost:3000',
    // Under the system's temporary directory: a test run writes nothing into the working tree (issue 17).
    DATA_DIR: path.join(tmpdir(), 'giftwise-test-data'),
    AUTH_SECRET: 'test-auth-secret-that-is-long-enough-0123456789',
    SECRETS_KEY: '0'.repeat(64),
    RATE_LIMIT_SCALE: '1000',
    // A fixed pair, so that tests write no key file (and a test push service can check the signature).
    VAPID_PUBLIC_KEY: 'BLRDV8sJ_iM8KfedJn_-oV2kMlmeIWqdKu0rqhT6E9fTMGfaPeaLVXsC7hO9RqUEwtk9SkDEOZgGLgBErnq2OSU',
    VAPID_PRIVATE_KEY: '8-hoi1KOOFXKZME5LhBzy9Ahb8-NRWyeBZ1ykbRBAxE',
    VAPID_SUBJECT: 'mailto:support@localhost.test',
  });
  return { ...base, ...overrides };
}
