import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from './shutdown.js';

describe('gracefulShutdown', () => {
  it('refuses new requests first and closes the database last', async () => {
    const order: string[] = [];
    let releaseRequests!: () => void;
    const requestsDone = new Promise<void>((resolve) => (releaseRequests = resolve));
    const done = gracefulShutdown({
      refuseNewRequests: () => order.push('gate'),
      finishRequests: async () => {
        order.push('close app');
        await requestsDone;
        order.push('requests finished');
      },
      stopWorker: async () => void order.push('worker stopped'),
      flushErrorLog: async () => void order.push('error log flushed'),
      closeConnections: [async () => void order.push('redis closed')],
      closeDatabase: async () => void order.push('database closed'),
    });
    await Promise.resolve();
    expect(order).toEqual(['gate', 'close app', 'worker stopped']);
    releaseRequests();
    await done;
    expect(order).toEqual([
      'gate',
      'close app',
      'worker stopped',
      'requests finished',
      'error log flushed',
      'redis closed',
      'database closed',
    ]);
  });

  it('still closes the database when an earlier step fails', async () => {
    const logged: string[] = [];
    let closed = false;
    await gracefulShutdown({
      refuseNewRequests: () => undefined,
      finishRequests: async () => {
        throw new Error('socket trouble');
      },
      closeConnections: [() => {
        throw new Error('redis gone');
      }],
      closeDatabase: async () => {
        closed = true;
      },
      log: (m) => logged.push(m),
    });
    expect(closed).toBe(true);
    expect(logged).toEqual(['shutdown: requests failed', 'shutdown: connection failed']);
  });
});
