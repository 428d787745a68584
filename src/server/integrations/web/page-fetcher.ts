import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Reads a web page someone pasted, without letting the address reach inside our network (SSRF): only http
 * and https; every address the host resolves to must be a public unicast address (no loopback, private,
 * link-local with the cloud metadata address 169.254.169.254, carrier-grade NAT, unique-local, multicast,
 * NAT64 or other special range), checked after DNS resolution at connect time (so a rebinding answer between
 * check and connect cannot slip through) and again for every redirect; at most 3 redirects, a 5 s deadline
 * for the whole read, and at most 1 MB of body (the head, where the metadata is, comes first: the rest is
 * not read).
 */

export type PageFetchFailure = 'not-allowed' | 'unreadable';

export class PageFetchError extends Error {
  constructor(
    readonly failure: PageFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  /** The address the page was finally read from (after redirects). */
  url: string;
  html: string;
}

export interface FetchedImage {
  /** The address the image was finally read from (after redirects). */
  url: string;
  /** The declared type; the bytes are judged by the caller (sharp), never by this. */
  contentType: string;
  bytes: Buffer;
}

export interface PageFetcher {
  fetchPage(url: string): Promise<FetchedPage>;
  /** An image (a wishlist item's), whole: a body over the image limit is refused, not cut. */
  fetchImage(url: string): Promise<FetchedImage>;
}

export interface PageFetcherOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** An image's body limit (the avatar upload limit, 5 MB, by default). */
  maxImageBytes?: number;
  /**
   * Tests that serve a product page on this machine turn the address guard off. Nothing else can: it is not
   * a setting, and production builds the fetcher with the defaults.
   */
  allowPrivateAddresses?: boolean;
  /**
   * Tests only: addresses that stand in for the public internet (a local server on 127.0.0.2), so that the
   * guard's real checks run on every redirect away from it (to 127.0.0.1, to 169.254.169.254).
   */
  treatAsPublic?: readonly string[];
}

const DEFAULTS = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3, maxImageBytes: 5 * 1024 * 1024 } as const;

/**
 * The IPv4 address an IPv6 address carries and is delivered to: IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d) and the well-known NAT64 prefix (64:ff9b::a.b.c.d). Null for any other address.
 */
function embeddedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4 | null {
  const w = addr.parts;
  const tail = () => new ipaddr.IPv4([w[6]! >> 8, w[6]! & 0xff, w[7]! >> 8, w[7]! & 0xff]);
  const zeros = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  if (zeros(0, 5) && w[5] === 0xffff) return tail();
  if (zeros(0, 4) && w[4] === 0xffff && w[5] === 0) return tail();
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return tail();
  return null;
}

/** IPv4-compatible (::a.b.c.d, so ::7f00:1 is [::127.0.0.1]): deprecated since RFC 4291, never a public address. */
function isIPv4Compatible(addr: ipaddr.IPv6): boolean {
  return addr.parts.slice(0, 6).every((word) => word === 0);
}

/**
 * Public unicast only: ipaddr.js names every special range. An IPv6 address that carries an IPv4 one (mapped,
 * translated, NAT64) is judged as that IPv4 address; IPv4-compatible ones (::, ::1 and ::a.b.c.d) and every other
 * special IPv6 range (6to4, Teredo, local-use NAT64 included) are refused.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv4') return addr.range() === 'unicast';
  const v6 = addr as ipaddr.IPv6;
  const carried = embeddedIPv4(v6);
  if (carried) return carried.range() === 'unicast';
  return !isIPv4Compatible(v6) && v6.range() === 'unicast';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A dns.lookup that refuses private answers: Node calls it when connecting, so the checked address is the one used. */
export const guardedLookup = (allowed: (ip: string) => boolean) => (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as dns.LookupAddress[];
    if (!list.length || list.some((a) => !allowed(a.address))) {
      const refused = Object.assign(new Error(`Refused address for ${hostname}`), { code: 'EADDRNOTPUBLIC' });
      return callback(refused, []);
    }
    if (options.all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createPageFetcher(options: PageFetcherOptions = {}): PageFetcher {
  const { timeoutMs, maxBytes, maxRedirects, maxImageBytes } = { ...DEFAULTS, ...options };
  const guard = !options.allowPrivateAddresses;
  const standIns = new Set(options.treatAsPublic ?? []);
  const allowed = (ip: string) => standIns.has(ip) || isPublicAddress(ip);
  const lookup = guardedLookup(allowed);

  interface ReadMode {
    accept: string;
    limit: number;
    /** A page is cut at the limit (its head comes first); an image over the limit is refused. */
    overflow: 'cut' | 'refuse';
  }
  const PAGE: ReadMode = { accept: 'text/html,application/xhtml+xml;q=0.9', limit: maxBytes, overflow: 'cut' };
  const IMAGE: ReadMode = { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9', limit: maxImageBytes, overflow: 'refuse' };

  function requestOnce(target: URL, deadline: AbortSignal, mode: ReadMode): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const host = target.hostname.replace(/^\[|\]$/g, '');
      if (guard && net.isIP(host) && !allowed(host)) {
        reject(new PageFetchError('not-allowed', 'private address'));
        return;
      }
      const client = target.protocol === 'https:' ? https : http;
      const req = client.request(
        target,
        {
          method: 'GET',
          signal: deadline,
          headers: {
            'user-agent': 'GiftwiseBot/1.0 (+wishlist link preview)',
            accept: mode.accept,
            'accept-encoding': 'identity',
          },
          ...(guard ? { lookup: lookup as unknown as typeof dns.lookup } : {}),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const contentType = String(res.headers['content-type'] ?? '');
          if (REDIRECTS.has(status)) {
            res.resume();
            resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0) });
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          const maxBytes = mode.limit;
          if (mode.overflow === 'refuse' && Number(res.headers['content-length'] ?? 0) > maxBytes) {
            res.destroy();
            reject(new PageFetchError('unreadable', 'too large'));
            return;
          }
          res.on('data', (chunk: Buffer) => {
            if (size >= maxBytes) return;
            if (mode.overflow === 'refuse' && size + chunk.length > maxBytes) {
              size = maxBytes;
              reject(new PageFetchError('unreadable', 'too large'));
              res.destroy();
              return;
            }
            const room = maxBytes - size;
            chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
            size += Math.min(chunk.length, room);
            if (size >= maxBytes) {
              // Enough: the rest of a huge page is not read.
              resolve({ status, contentType, body: Buffer.concat(chunks) });
              res.destroy();
            }
          });
          res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
          res.on('error', (e) => reject(e));
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'EADDRNOTPUBLIC') reject(new PageFetchError('not-allowed', 'private address'));
        else reject(new PageFetchError('unreadable', e.message));
      });
      req.end();
    });
  }

  /** Follows redirects (each one checked again) to a 2xx answer. */
  async function follow(url: string, mode: ReadMode): Promise<{ url: URL; contentType: string; body: Buffer }> {
      const deadline = AbortSignal.timeout(timeoutMs);
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        throw new PageFetchError('not-allowed', 'not a URL');
      }
      for (let redirects = 0; ; redirects++) {
        if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new PageFetchError('not-allowed', 'not http or https');
        if (target.username || target.password) throw new PageFetchError('not-allowed', 'credentials in URL');
        let answer;
        try {
          answer = await requestOnce(target, deadline, mode);
        } catch (error) {
          if (error instanceof PageFetchError) throw error;
          throw new PageFetchError('unreadable', deadline.aborted ? 'timed out' : String(error));
        }
        if (answer.location !== undefined) {
          if (redirects >= maxRedirects) throw new PageFetchError('unreadable', 'too many redirects');
          try {
            target = new URL(answer.location, target);
          } catch {
            throw new PageFetchError('unreadable', 'bad redirect');
          }
          continue;
        }
        if (answer.status < 200 || answer.status >= 300) throw new PageFetchError('unreadable', `status ${answer.status}`);
        return { url: target, contentType: answer.contentType, body: answer.body };
      }
  }

  return {
    async fetchPage(url: string): Promise<FetchedPage> {
        const answer = await follow(url, PAGE);
        const target = answer.url;
        if (!/text\/html|application\/xhtml\+xml/i.test(answer.contentType)) throw new PageFetchError('unreadable', 'not a web page');
        const charset = /charset=([^;]+)/i.exec(answer.contentType)?.[1]?.trim().replace(/^"|"$/g, '');
        let decoder: TextDecoder;
        try {
          decoder = new TextDecoder(charset || 'utf-8');
        } catch {
          decoder = new TextDecoder('utf-8');
        }
        return { url: target.toString(), html: decoder.decode(answer.body) };
    },
    async fetchImage(url: string): Promise<FetchedImage> {
      const answer = await follow(url, IMAGE);
      return { url: answer.url.toString(), contentType: answer.contentType, bytes: answer.body };
    },
  };
}
