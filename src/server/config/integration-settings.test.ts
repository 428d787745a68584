import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL, readSettings } from './settings';

const base = { NODE_ENV: 'test', BASE_URL: 'http://localhost:3000', AUTH_SECRET: 'x'.repeat(40), SECRETS_KEY: '0'.repeat(64) };

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
