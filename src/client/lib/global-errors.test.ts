import { describe, expect, it } from 'vitest';
import { createGlobalErrorReporter, installGlobalErrorReporting } from './global-errors';
import type { ErrorReport } from './report-error';

function setup() {
  const reports: ErrorReport[] = [];
  let clock = 0;
  const handle = createGlobalErrorReporter({ report: async (r) => void reports.push(r), now: () => clock, pathname: () => '/discover' });
  return { reports, handle, advance: (ms: number) => void (clock += ms) };
}

describe('global error reporting', () => {
  it('reports an uncaught error as UNKNOWN_ERROR with its stack and where it happened', () => {
    const { reports, handle } = setup();
    const error = new Error('boom');
    handle('error', error, 'Uncaught error', { filename: 'https://app/x.js', line: 3, column: 7 });
    expect(reports).toEqual([
      {
        code: 'UNKNOWN_ERROR',
        message: 'boom',
        stackTrace: error.stack,
        context: { source: 'error', pathname: '/discover', filename: 'https://app/x.js', line: 3, column: 7 },
      },
    ]);
  });

  it('describes rejections that are not errors', () => {
    const { reports, handle } = setup();
    handle('unhandledrejection', 'plain text', 'Unhandled promise rejection');
    handle('unhandledrejection', { status: 500 }, 'Unhandled promise rejection');
    handle('unhandledrejection', undefined, 'Unhandled promise rejection');
    expect(reports.map((r) => r.message)).toEqual(['plain text', '{"status":500}', 'Unhandled promise rejection']);
  });

  it('reports the same error once, however often a loop throws it', () => {
    const { reports, handle, advance } = setup();
    const error = new Error('again and again');
    for (let i = 0; i < 1000; i++) {
      handle('error', error, 'Uncaught error');
      advance(10_000);
    }
    expect(reports).toHaveLength(1);
  });

  it('reports at most five distinct errors a minute', () => {
    const { reports, handle, advance } = setup();
    for (let i = 0; i < 50; i++) handle('error', new Error(`distinct ${i}`), 'Uncaught error');
    expect(reports).toHaveLength(5);
    advance(60_000);
    handle('error', new Error('a minute later'), 'Uncaught error');
    expect(reports.map((r) => r.message).at(-1)).toBe('a minute later');
  });

  it('listens for error and unhandledrejection once, and ignores opaque cross-origin script errors', () => {
    const reports: ErrorReport[] = [];
    const target = new EventTarget();
    const options = { target, report: async (r: ErrorReport) => void reports.push(r), now: () => 0, pathname: () => '/' };
    installGlobalErrorReporting(options);
    installGlobalErrorReporting(options);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('thrown'), message: 'Uncaught Error: thrown' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }));
    expect(reports.map((r) => [r.message, r.context?.source])).toEqual([
      ['thrown', 'error'],
      ['rejected', 'unhandledrejection'],
    ]);
  });
});
