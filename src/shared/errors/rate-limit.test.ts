import { describe, expect, it } from 'vitest';
import { fixedWindowDecision, rateLimitWaitMessage, slidingWindowLimit, waitSeconds } from './rate-limit.js';

function attempt(times: number, start = 0, step = 0) {
  let log: number[] = [];
  let last;
  for (let i = 0; i < times; i++) {
    last = slidingWindowLimit(log, start + i * step);
    log = last.attempts;
  }
  return { log, last: last! };
}

describe('slidingWindowLimit (10 attempts per 60 s by default)', () => {
  it('allows the 10th attempt and refuses the 11th', () => {
    const { log, last } = attempt(10, 1_000);
    expect(last.allowed).toBe(true);
    expect(last.remaining).toBe(0);
    const eleventh = slidingWindowLimit(log, 1_000);
    expect(eleventh.allowed).toBe(false);
    expect(eleventh.retryAfterSeconds).toBe(60);
    expect(eleventh.message).toBe('Please wait 60 seconds before trying again.');
  });

  it('counts remaining attempts down', () => {
    expect(slidingWindowLimit([], 0).remaining).toBe(9);
  });

  it('allows again exactly when the oldest attempt leaves the window', () => {
    const { log } = attempt(10, 0, 1_000); // attempts at 0 s .. 9 s
    expect(slidingWindowLimit(log, 59_999).allowed).toBe(false);
    expect(slidingWindowLimit(log, 59_999).retryAfterSeconds).toBe(1);
    expect(slidingWindowLimit(log, 60_000).allowed).toBe(true);
  });

  it('does not record refused attempts', () => {
    const { log } = attempt(10, 0);
    const refused = slidingWindowLimit(log, 30_000);
    expect(refused.attempts).toHaveLength(10);
    expect(refused.retryAfterSeconds).toBe(30);
  });

  it('takes a custom rule', () => {
    const first = slidingWindowLimit([], 0, { maxAttempts: 1, windowMs: 5_000 });
    const second = slidingWindowLimit(first.attempts, 100, { maxAttempts: 1, windowMs: 5_000 });
    expect(second.allowed).toBe(false);
    expect(second.message).toBe('Please wait 5 seconds before trying again.');
  });
});

describe('fixedWindowDecision', () => {
  it('allows up to the limit and refuses one beyond it', () => {
    expect(fixedWindowDecision(10, 60_000, 0, 10)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    expect(fixedWindowDecision(11, 60_000, 0, 10)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 60,
      message: 'Please wait 60 seconds before trying again.',
    });
  });

  it('rounds the wait up to whole seconds, at least 1', () => {
    expect(fixedWindowDecision(11, 1_001, 0, 10).retryAfterSeconds).toBe(2);
    expect(fixedWindowDecision(11, 0, 0, 10).retryAfterSeconds).toBe(1);
  });
});

describe('wait message', () => {
  it('uses the spec text', () => {
    expect(rateLimitWaitMessage(7)).toBe('Please wait 7 seconds before trying again.');
    expect(waitSeconds(1)).toBe(1);
    expect(waitSeconds(1000)).toBe(1);
    expect(waitSeconds(1001)).toBe(2);
  });
});
