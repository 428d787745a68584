import { rule } from './rule.js';

/** A stored image: public ones (avatars, blog and product images) for anyone, others for their owner. */
export interface MediaResource {
  isPublic: boolean;
  ownerId: string | null;
}

/**
 * The development mailbox's facts: the local mail stand-in is the transport, the site runs on a loopback
 * address, and the request comes from this machine (a dev server bound to 0.0.0.0 on a LAN is not enough).
 */
export interface DevMailResource {
  localTransport: boolean;
  loopbackSite: boolean;
  remoteAddress: string | undefined;
  /** The Host header names BASE_URL's host: a DNS-rebinding page's requests carry its own name. */
  ownHost: boolean;
}

/** The test clock (TEST_CLOCK=on, docs/decisions/085): asked for like the mailbox, from this machine under BASE_URL's host. */
export interface TestClockResource {
  testClock: boolean;
  loopbackSite: boolean;
  remoteAddress: string | undefined;
  ownHost: boolean;
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A request from this machine to a loopback site under its own host name (not a DNS-rebinding page). */
const fromThisMachine = (r: { loopbackSite: boolean; ownHost: boolean; remoteAddress: string | undefined }) =>
  r.loopbackSite && r.ownHost && LOOPBACK_ADDRESSES.has(r.remoteAddress ?? '');

/** The site's open doors (catalogue, contact, media, unsubscribe) and the development tools. */
export const siteRules = {
  // No sign-in: the signed token in the link proves the mailbox (checked by the unsubscribe service).
  'email:unsubscribe': rule('anyone'),
  // The contact form: visitors too; the 'contact' rate limit bounds it.
  'contact:send': rule('anyone'),
  'media:read': rule<MediaResource>('anyone', (actor, m) => m.isPublic || (actor !== null && m.ownerId !== null && m.ownerId === actor.userId)),
  // The catalogue and best sellers are public; refreshing the cache is too (rate-limited and coalesced).
  'products:read': rule('anyone'),
  'products:refresh': rule('anyone'),
  'dev-mail:read': rule<DevMailResource>('anyone', (_actor, r) => r.localTransport && fromThisMachine(r)),
  'test-clock:move': rule<TestClockResource>('anyone', (_actor, r) => r.testClock && fromThisMachine(r)),
};
