import { describe, expect, it, vi } from 'vitest';
import { withRetry } from './retry.js';

function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('withRetry', () => {
  it('returns the first success without waiting', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn(async () => 'ok');
    await expect(withRetry(fn, { sleep })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('tries 3 times, waiting 1000 ms x attempt number before each retry', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(withRetry(fn, { sleep })).rejects.toThrow('down');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('succeeds on the last attempt', async () => {
    const { waits, sleep } = recorder();
    let calls = 0;
    const result = await withRetry(
      async (attempt) => {
        calls++;
        if (attempt < 3) throw new Error('not yet');
        return attempt;
      },
      { sleep },
    );
    expect(result).toBe(3);
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('returns the fallback when every attempt fails', async () => {
    const { sleep } = recorder();
    const failing = async (): Promise<string[]> => {
      throw new Error('down');
    };
    await expect(withRetry(failing, { sleep, fallback: [] })).resolves.toEqual([]);
    await expect(withRetry(failing, { sleep, fallback: () => ['computed'] })).resolves.toEqual(['computed']);
  });

  it('honours custom attempts and delays', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn(async () => {
      throw new Error('x');
    });
    await expect(withRetry(fn, { sleep, attempts: 1 })).rejects.toThrow('x');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
    await expect(withRetry(fn, { sleep, attempts: 4, delayMs: (a) => a * 10 })).rejects.toThrow('x');
    expect(waits).toEqual([10, 20, 30]);
  });

  it('gives up at once when shouldRetry says so', async () => {
    const { waits, sleep } = recorder();
    const fn = vi.fn(async () => {
      throw Object.assign(new Error('bad input'), { status: 400 });
    });
    await expect(
      withRetry(fn, { sleep, shouldRetry: (e) => (e as { status: number }).status >= 500 }),
    ).rejects.toThrow('bad input');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
});
