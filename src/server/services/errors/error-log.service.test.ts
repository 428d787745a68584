import { describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.js';
import { createErrorLogService, ERROR_QUEUE_LIMITS, type ErrorLogEntry, logSeverityOf, redactUrl } from './error-log.service.js';

const db = {} as Database;
const entry = (n: number) => ({
  errorCode: 'UNKNOWN_ERROR' as const,
  errorMessage: `failure ${n}`,
  severity: 'medium' as const,
  source: 'server' as const,
});

/** A writer that fails while `down` is true and remembers what it wrote. */
function flakyWriter() {
  const state = { down: true, written: [] as ErrorLogEntry[] };
  const write = async (e: ErrorLogEntry) => {
    if (state.down) throw new Error('database unavailable');
    state.written.push(e);
  };
  return { state, write };
}

function manualTimers() {
  const timers = { active: 0, callbacks: [] as (() => void)[] };
  return {
    timers,
    impl: {
      setInterval(fn: () => void, ms: number) {
        expect(ms).toBe(30_000);
        timers.active++;
        timers.callbacks.push(fn);
        return timers.callbacks.length;
      },
      clearInterval() {
        timers.active--;
      },
    },
  };
}

describe('error log service', () => {
  it('writes nothing when logging is off (outside production)', async () => {
    const write = vi.fn();
    const log = createErrorLogService({ db, enabled: false, write });
    expect(await log.record(entry(1))).toBe('skipped');
    expect(write).not.toHaveBeenCalled();
  });

  it('stores an entry with the time it happened', async () => {
    const { state, write } = flakyWriter();
    state.down = false;
    const at = new Date('2030-01-02T03:04:05Z');
    const log = createErrorLogService({ db, enabled: true, write, now: () => at });
    expect(await log.record(entry(1))).toBe('stored');
    expect(state.written[0]).toMatchObject({ errorMessage: 'failure 1', createdAt: at });
  });

  it('queues a failed write and starts the 30 s flush timer once', async () => {
    const { write } = flakyWriter();
    const { timers, impl } = manualTimers();
    const log = createErrorLogService({ db, enabled: true, write, timers: impl });
    expect(await log.record(entry(1))).toBe('queued');
    await log.record(entry(2));
    expect(log.pending()).toBe(2);
    expect(timers.active).toBe(1);
  });

  it('keeps at most 100 entries, dropping the oldest', async () => {
    const { write } = flakyWriter();
    const log = createErrorLogService({ db, enabled: true, write, timers: manualTimers().impl });
    for (let i = 1; i <= ERROR_QUEUE_LIMITS.maxEntries + 5; i++) await log.record(entry(i));
    expect(log.pending()).toBe(100);
  });

  it('a flush that fails again keeps the newest 50', async () => {
    const { state, write } = flakyWriter();
    const log = createErrorLogService({ db, enabled: true, write, timers: manualTimers().impl });
    for (let i = 1; i <= 80; i++) await log.record(entry(i));
    expect(await log.flush()).toEqual({ written: 0, kept: 50 });
    state.down = false;
    expect(await log.flush()).toEqual({ written: 50, kept: 0 });
    expect(state.written[0].errorMessage).toBe('failure 31');
    expect(state.written.at(-1)!.errorMessage).toBe('failure 80');
  });

  it('the timer flushes the queue and stops when it is empty', async () => {
    const { state, write } = flakyWriter();
    const { timers, impl } = manualTimers();
    const log = createErrorLogService({ db, enabled: true, write, timers: impl });
    await log.record(entry(1));
    state.down = false;
    timers.callbacks[0]();
    await log.flush(); // joins the flush the timer started
    expect(state.written).toHaveLength(1);
    expect(log.pending()).toBe(0);
    expect(timers.active).toBe(0);
  });

  it('records a client report with the actor, a redacted URL and the catalogue severity', async () => {
    const { state, write } = flakyWriter();
    state.down = false;
    const log = createErrorLogService({ db, enabled: true, write });
    await log.recordClientReport(
      { errorCode: 'PAGE_NOT_FOUND', errorMessage: 'no page', url: '/reset-password?token=abc&x=1' },
      { actor: { userId: 'u1', sessionId: 's1', email: 'a@b.c', role: 'user', emailVerified: true }, userAgent: 'UA' },
    );
    expect(state.written[0]).toMatchObject({
      errorCode: 'PAGE_NOT_FOUND',
      severity: 'low',
      source: 'client',
      userId: 'u1',
      sessionId: 's1',
      userAgent: 'UA',
      url: '/reset-password?token=REDACTED&x=1',
    });
  });

  it('a reported authentication failure is a person’s mistake, never critical', async () => {
    const { state, write } = flakyWriter();
    state.down = false;
    const log = createErrorLogService({ db, enabled: true, write });
    await log.recordClientReport({ errorCode: 'AUTHENTICATION_ERROR', errorMessage: 'wrong password' }, { actor: null });
    await log.recordClientReport({ errorCode: 'SERVICE_UNAVAILABLE', errorMessage: '503' }, { actor: null });
    expect(state.written.map((e) => e.severity)).toEqual(['medium', 'critical']);
  });

  it('records an unexpected server exception as a critical UNKNOWN_ERROR with its stack', async () => {
    const { state, write } = flakyWriter();
    state.down = false;
    const log = createErrorLogService({ db, enabled: true, write });
    await log.recordServerError(new Error('boom', { cause: new Error('root') }), {
      actor: null,
      method: 'POST',
      url: '/api/things?code=secret',
    });
    expect(state.written[0]).toMatchObject({
      errorCode: 'UNKNOWN_ERROR',
      errorMessage: 'boom',
      severity: 'critical',
      source: 'server',
      originalError: 'Error; cause: root',
      url: '/api/things?code=REDACTED',
      context: { method: 'POST' },
    });
    expect(state.written[0].stackTrace).toContain('boom');
  });

  it('records a deliberate 5xx AppError with its own code and severity', async () => {
    const { state, write } = flakyWriter();
    state.down = false;
    const log = createErrorLogService({ db, enabled: true, write });
    const appError = Object.assign(new Error('Email Service is currently unavailable.'), {
      code: 'SERVICE_UNAVAILABLE',
      expected: false,
    });
    await log.recordServerError(appError, { actor: null });
    expect(state.written[0]).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', severity: 'critical' });
  });
});

describe('logSeverityOf', () => {
  it('keeps the catalogue severity except critical for expected failures', () => {
    expect(logSeverityOf('AUTHENTICATION_ERROR', true)).toBe('medium');
    expect(logSeverityOf('AUTHENTICATION_ERROR', false)).toBe('critical');
    expect(logSeverityOf('VALIDATION_ERROR', true)).toBe('low');
    expect(logSeverityOf('PERMISSION_DENIED', true)).toBe('high');
  });
});

describe('redactUrl', () => {
  it('hides token-like query values and drops the fragment', () => {
    expect(redactUrl('https://giftwise.example/reset-password?access_token=a&refresh_token=b#frag')).toBe(
      'https://giftwise.example/reset-password?access_token=REDACTED&refresh_token=REDACTED',
    );
    expect(redactUrl('/search?q=socks')).toBe('/search?q=socks');
    expect(redactUrl(undefined)).toBeNull();
  });
});

describe('settled', () => {
  it('waits for writes already started', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const written: string[] = [];
    const log = createErrorLogService({
      db,
      enabled: true,
      write: async (e) => {
        await gate;
        written.push(e.errorMessage);
      },
    });
    void log.record(entry(1));
    const settled = log.settled().then(() => written.length);
    release();
    expect(await settled).toBe(1);
  });
});
