import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.js';

const base = { BASE_URL: 'http://localhost:3000', AUTH_SECRET: 'x'.repeat(32), SECRETS_KEY: '0'.repeat(64), DATA_DIR: path.join(tmpdir(), 'giftwise-settings-test') };

describe('worker settings', () => {
  it('default to a worker in the web process with production timings', () => {
    expect(readSettings(base).worker).toEqual({
      enabled: true,
      pollMs: 1000,
      jobLeaseSeconds: 300,
      emailLeaseSeconds: 120,
      emailRetryBaseSeconds: 30,
      emailBatchSize: 5,
    });
  });

  it('read the environment, so that tests can shorten leases and retries', () => {
    const settings = readSettings({
      ...base,
      WORKER_ENABLED: 'off',
      WORKER_POLL_MS: '50',
      JOB_LEASE_SECONDS: '5',
      EMAIL_LEASE_SECONDS: '2',
      EMAIL_RETRY_BASE_SECONDS: '0.5',
      EMAIL_BATCH_SIZE: '1',
    });
    expect(settings.worker).toEqual({
      enabled: false,
      pollMs: 50,
      jobLeaseSeconds: 5,
      emailLeaseSeconds: 2,
      emailRetryBaseSeconds: 0.5,
      emailBatchSize: 1,
    });
  });

  it('refuse nonsense values: reported as critical, defaults used', () => {
    const zeroLease = readSettings({ ...base, EMAIL_LEASE_SECONDS: '0' });
    expect(zeroLease.worker.emailLeaseSeconds).toBe(120);
    expect(zeroLease.problems).toContainEqual({ name: 'EMAIL_LEASE_SECONDS', message: 'Invalid value for EMAIL_LEASE_SECONDS', severity: 'critical' });
    const hugeBatch = readSettings({ ...base, EMAIL_BATCH_SIZE: '1000' });
    expect(hugeBatch.worker.emailBatchSize).toBe(5);
    expect(hugeBatch.problems.map((p) => p.name)).toContain('EMAIL_BATCH_SIZE');
  });
});
