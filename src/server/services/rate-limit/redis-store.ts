import { Redis } from 'ioredis';
import type { RateLimitStore } from './store.js';

/**
 * One round trip, atomic: INCR, start the window's expiry on the first hit, and report the time left.
 * A key that somehow lost its expiry (PTTL -1) gets one again, so it can never count for ever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type RedisWithHit = Redis & { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

export interface RedisStoreOptions {
  /** A redis:// URL (REDIS_URL) or a client the caller owns. */
  redis: string | Redis;
  /** Namespaces the keys (tests use one per run). */
  keyPrefix?: string;
  now?: () => Date;
}

/** Counters in Redis, shared by every instance; windows expire by themselves. */
export function createRedisRateLimitStore(options: RedisStoreOptions): RateLimitStore {
  const ownsClient = typeof options.redis === 'string';
  const client = (
    typeof options.redis === 'string'
      ? // Fail fast rather than queue requests for ever while Redis is away.
        new Redis(options.redis, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false })
      : options.redis
  ) as RedisWithHit;
  // Without a listener ioredis prints every reconnect failure; a failed hit still rejects and is handled by the caller.
  if (ownsClient) client.on('error', () => undefined);
  if (!client.rateLimitHit) client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const prefix = options.keyPrefix ?? 'giftwise:rl:';
  const now = options.now ?? (() => new Date());

  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttlMs] = await client.rateLimitHit(prefix + key, Math.max(1, Math.round(windowMs)));
      return { count: Number(count), resetAt: new Date(now().getTime() + Number(ttlMs)) };
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      if (ownsClient) await client.quit().catch(() => client.disconnect());
    },
  };
}
