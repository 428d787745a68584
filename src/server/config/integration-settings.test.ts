import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL, readSettings } from './settings';

const base = { NODE_ENV: 'test', BASE_URL: 'http://localhost:3000', AUTH_SECRET: 'x'.repeat(40), SECRETS_KEY: '0'.repeat(64), DATA_DIR: path.join(tmpdir(), 'giftwise-integration-settings-test') };

describe('AI settings', () => {
  it('default to OpenRouter and claude-sonnet-4, switched off without a key or base URL', () => {
    const { ai } = readSettings({ ...base });
    expect(ai).toMatchObject({ baseUrl: DEFAULT_AI_BASE_URL, model: DEFAULT_AI_MODEL, configured: false, timeoutMs: 30_000 });
    expect(DEFAULT_AI_MODEL).toBe('anthropic/claude-sonnet-4');
  });

  it('are on with a key, or with a local endpoint and no key', () => {
    expect(readSettings({ ...base, AI_API_KEY: 'k' }).ai.configured).toBe(true);
    const local = readSettings({ ...base, AI_BASE_URL: 'http://127.0.0.1:11434/v1/' }).ai;
    expect(local).toMatchObject({ configured: true, baseUrl: 'http://127.0.0.1:11434/v1' });
    expect(local.apiKey).toBeUndefined();
  });
});

describe('retail settings', () => {
  const amazon = {
    RETAIL_CREDENTIAL_ID: 'id',
    RETAIL_CREDENTIAL_SECRET: 'secret',
    AFFILIATE_TAG: 'giftwise-20',
    RETAIL_MARKETPLACE: 'www.amazon.com',
  };

  it('use Amazon only when all four values are set', () => {
    expect(readSettings({ ...base, ...amazon }).retail.amazon).toMatchObject({ credentialId: 'id', marketplace: 'www.amazon.com' });
    expect(readSettings({ ...base }).retail.amazon).toBeUndefined();
  });

  it('warn about the missing values of a partial configuration, never fail', () => {
    const partial = readSettings({ ...base, RETAIL_CREDENTIAL_ID: 'id' });
    expect(partial.retail.amazon).toBeUndefined();
    expect(partial.problems.filter((p) => p.severity === 'warning').map((p) => p.name)).toEqual([
      'RETAIL_CREDENTIAL_SECRET',
      'AFFILIATE_TAG',
      'RETAIL_MARKETPLACE',
    ]);
  });

  it('accept an affiliate tag alone (links carry it; products stay the sample catalog)', () => {
    const tagOnly = readSettings({ ...base, AFFILIATE_TAG: 'giftwise-20' });
    expect(tagOnly.retail).toEqual({ amazon: undefined, affiliateTag: 'giftwise-20' });
    expect(tagOnly.problems).toEqual([]);
  });
});

describe('values that cannot be read', () => {
  it('are reported as critical problems and fall back to their defaults instead of stopping the process', () => {
    const settings = readSettings({ ...base, PORT: 'abc', WORKER_POLL_MS: '5' });
    expect(settings.port).toBe(3000);
    expect(settings.worker.pollMs).toBe(1000);
    expect(settings.problems).toEqual(
      expect.arrayContaining([
        { name: 'PORT', message: 'Invalid value for PORT', severity: 'critical' },
        { name: 'WORKER_POLL_MS', message: 'Invalid value for WORKER_POLL_MS', severity: 'critical' },
      ]),
    );
  });
});

describe('the email lease', () => {
  it('is warned about when it is not longer than the 60 s send timeout', () => {
    expect(readSettings({ ...base, EMAIL_LEASE_SECONDS: '60' }).problems).toContainEqual({
      name: 'EMAIL_LEASE_SECONDS',
      message: 'Should be above the 60 s email send timeout',
      severity: 'warning',
    });
    expect(readSettings({ ...base, EMAIL_LEASE_SECONDS: '61' }).problems).toEqual([]);
  });
});
