import type dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isPublicAddress } from './page-fetcher.js';

/** One encrypted Web Push request, as web-push's generateRequestDetails builds it. */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface PushTransportOptions {
  timeoutMs: number;
  /**
   * Production: the push service must be on a public address (checked at connect time, after DNS), so that an
   * endpoint someone registered cannot make the server POST inside our network (SSRF). Off in development and
   * tests, where the push service is local.
   */
  publicOnly: boolean;
}

/** Sends one push and answers the push service's status; no redirects are followed. */
export type PushTransport = (request: PushRequest) => Promise<number>;

const refused = () => Object.assign(new Error('The push service is not on a public address'), { code: 'EADDRNOTPUBLIC' });

export function createPushTransport(options: PushTransportOptions): PushTransport {
  const lookup = guardedLookup(isPublicAddress) as unknown as typeof dns.lookup;
  return (request) =>
    new Promise<number>((resolve, reject) => {
      const target = new URL(request.endpoint);
      const host = target.hostname.replace(/^\[|\]$/g, '');
      if (options.publicOnly && net.isIP(host) && !isPublicAddress(host)) {
        reject(refused());
        return;
      }
      const client = target.protocol === 'https:' ? https : http;
      const req = client.request(
        target,
        {
          method: 'POST',
          headers: { ...request.headers, 'content-length': String(request.body.length) },
          signal: AbortSignal.timeout(options.timeoutMs),
          ...(options.publicOnly ? { lookup } : {}),
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(request.body);
    });
}
