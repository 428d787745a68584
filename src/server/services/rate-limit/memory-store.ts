import type { RateLimitStore } from './store.js';

/** Ended windows are swept when the map grows past this, so a flood of addresses cannot grow it for ever. */
const SWEEP_AT_ENTRIES = 10_000;

/**
 * Counters in this process's memory: no database write per request (issue 9, item 5). Right for the one-process
 * embedded mode; with several instances each counts on its own (docs/decisions/100-rate-limit-stores.md).
 */
export function createMemoryRateLimitStore(now: () => Date = () => new Date()): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const sweep = (at: number) => {
    for (const [key, entry] of counters) if (entry.resetAt <= at) counters.delete(key);
  };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const at = now().getTime();
      let entry = counters.get(key);
      if (!entry || entry.resetAt <= at) {
        if (!entry && counters.size >= SWEEP_AT_ENTRIES) sweep(at);
        entry = { count: 0, resetAt: at + windowMs };
        counters.set(key, entry);
      }
      entry.count++;
      return { count: entry.count, resetAt: new Date(entry.resetAt) };
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

/**
 * Several instances on one PostgreSQL server without Redis: the auth classes (passwords, inboxes, uploads)
 * count in the database, so that a guesser cannot multiply the limit by the number of instances; every other
 * class counts in memory, so that reads never wait for a write (docs/decisions/100-rate-limit-stores.md).
 */
export function createSplitRateLimitStore(stores: { general: RateLimitStore; auth: RateLimitStore }): RateLimitStore {
  return {
    kind: 'memory+database',
    hit: (key, windowMs, scope) => (scope?.auth ? stores.auth : stores.general).hit(key, windowMs, scope),
    async reset(key) {
      await Promise.all([stores.general.reset(key), stores.auth.reset(key)]);
    },
    async close() {
      await Promise.all([stores.general.close?.(), stores.auth.close?.()]);
    },
  };
}
