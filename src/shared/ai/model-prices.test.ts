import { describe, expect, it } from 'vitest';
import { aiCallCost, DEFAULT_MODEL_ID, findModel, isFreeModelId, MODEL_CATALOGUE } from './model-prices.js';

describe('MODEL_CATALOGUE', () => {
  it('has about 12 models with unique ids and every catalogue field', () => {
    expect(MODEL_CATALOGUE.length).toBe(12);
    expect(new Set(MODEL_CATALOGUE.map((m) => m.id)).size).toBe(MODEL_CATALOGUE.length);
    for (const m of MODEL_CATALOGUE) {
      expect(m.name).not.toBe('');
      expect(m.provider).not.toBe('');
      expect(m.costPerMillionInput).toBeGreaterThanOrEqual(0);
      expect(m.costPerMillionOutput).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(m.contextWindow) && m.contextWindow > 0).toBe(true);
      expect(m.capabilities.length).toBeGreaterThan(0);
    }
  });

  it('lists the models the brief names, with their published prices', () => {
    const prices = Object.fromEntries(MODEL_CATALOGUE.map((m) => [m.id, [m.costPerMillionInput, m.costPerMillionOutput]]));
    expect(prices).toMatchObject({
      'anthropic/claude-sonnet-4': [3, 15],
      'anthropic/claude-3.5-haiku': [0.8, 4],
      'openai/gpt-4o': [2.5, 10],
      'openai/gpt-4o-mini': [0.15, 0.6],
      'google/gemini-2.5-flash': [0.3, 2.5],
      'meta-llama/llama-3.1-70b-instruct': [0.4, 0.4],
      'mistralai/mistral-large': [2, 6],
      'deepseek/deepseek-chat': [0.27, 1.1],
    });
  });

  it('prices every free variant at 0 and the default model is there and cannot be removed', () => {
    const free = MODEL_CATALOGUE.filter((m) => isFreeModelId(m.id));
    expect(free.length).toBeGreaterThanOrEqual(2);
    for (const m of free) expect([m.costPerMillionInput, m.costPerMillionOutput]).toEqual([0, 0]);
    expect(findModel(DEFAULT_MODEL_ID)).toMatchObject({ recommended: true, removable: false });
  });
});

describe('aiCallCost', () => {
  it('is tokens / 1,000,000 x each per-million rate, input and output separately', () => {
    // 1000 x 3 / 1e6 + 500 x 15 / 1e6 = 0.003 + 0.0075
    expect(aiCallCost('anthropic/claude-sonnet-4', 1000, 500)).toEqual({ costUsd: 0.0105, knownModel: true });
    // 1,000,000 tokens each way costs exactly the two rates.
    expect(aiCallCost('anthropic/claude-sonnet-4', 1_000_000, 1_000_000)).toEqual({ costUsd: 18, knownModel: true });
    expect(aiCallCost('anthropic/claude-sonnet-4', 1_000_000, 0)).toEqual({ costUsd: 3, knownModel: true });
    expect(aiCallCost('anthropic/claude-sonnet-4', 0, 1_000_000)).toEqual({ costUsd: 15, knownModel: true });
  });

  it('has no floating-point noise with fractional rates', () => {
    // 1234 x 0.15 / 1e6 + 567 x 0.6 / 1e6 = 0.0001851 + 0.0003402
    expect(aiCallCost('openai/gpt-4o-mini', 1234, 567)).toEqual({ costUsd: 0.0005253, knownModel: true });
    // 10 x 2.5 / 1e6 + 20 x 10 / 1e6 = 0.000025 + 0.0002
    expect(aiCallCost('openai/gpt-4o', 10, 20)).toEqual({ costUsd: 0.000225, knownModel: true });
    // 3000 x 0.27 / 1e6 + 1000 x 1.1 / 1e6 = 0.00081 + 0.0011
    expect(aiCallCost('deepseek/deepseek-chat', 3000, 1000)).toEqual({ costUsd: 0.00191, knownModel: true });
    // 100 x 0.8 / 1e6 + 100 x 4 / 1e6
    expect(aiCallCost('anthropic/claude-3.5-haiku', 100, 100)).toEqual({ costUsd: 0.00048, knownModel: true });
  });

  it('costs 0 for no tokens and treats negative or broken counts as 0', () => {
    expect(aiCallCost('anthropic/claude-sonnet-4', 0, 0)).toEqual({ costUsd: 0, knownModel: true });
    expect(aiCallCost('anthropic/claude-sonnet-4', -5, Number.NaN)).toEqual({ costUsd: 0, knownModel: true });
  });

  it('costs 0 for a free model', () => {
    expect(aiCallCost('meta-llama/llama-3.3-70b-instruct:free', 50_000, 50_000)).toEqual({ costUsd: 0, knownModel: true });
    // Any ':free' variant is free, listed or not: its price is known.
    expect(aiCallCost('qwen/qwen-2.5-72b-instruct:free', 10, 10)).toEqual({ costUsd: 0, knownModel: true });
  });

  it('costs 0 for an unknown model and flags it', () => {
    expect(aiCallCost('acme/unknown-model', 1000, 1000)).toEqual({ costUsd: 0, knownModel: false });
    expect(aiCallCost('', 1000, 1000)).toEqual({ costUsd: 0, knownModel: false });
    // Ids are exact: a dated snapshot is not the listed model.
    expect(aiCallCost('anthropic/claude-sonnet-4-20250514', 1000, 1000).knownModel).toBe(false);
  });
});
