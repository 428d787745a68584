import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN, type TestApp } from './test-app.js';

/**
 * The API tests' one way to send a request (issue 18, item 8: the 17 copies became this). Requests go through
 * Fastify's inject, as the client sends them: writes carry the site's Origin (the CSRF check), reads do not, and a
 * request is sent as a person when given one (a TestUser, or a ready `cookie` header).
 *
 *   const http = requests(() => t);              // t is created in beforeAll: pass a getter
 *   await http.get('/api/recipients', ada);
 *   await http.post('/api/recipients', { name: 'Sam' }, ada);
 *   await http.send('PATCH', `/api/recipients/${id}`, { name: 'Sam' }, ada.cookie);
 */

/** Whom a request is sent as: a person (a TestUser), a ready Cookie header, or nobody (signed out). */
export type As = { cookie: string } | string | null | undefined;

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Method = 'GET' | 'HEAD' | 'OPTIONS' | WriteMethod;

export interface RequestOptions {
  /** More headers, sent as given (they win over the defaults). */
  headers?: Record<string, string>;
  /** Send the site's Origin header (default: on writes only). False leaves it out, as a cross-site form would. */
  origin?: boolean;
  /** The address the request comes from (rate limits count by it). */
  remoteAddress?: string;
  /** Query parameters, added to any already in the URL. */
  query?: Record<string, string>;
}

export type Payload = InjectOptions['payload'] | unknown[];

export interface Requests {
  /** Any method: the body is left out when `payload` is undefined. */
  send(method: Method, url: string, payload?: Payload, as?: As, options?: RequestOptions): Promise<LightMyRequestResponse>;
  get(url: string, as?: As, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Payload, as?: As, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, payload?: Payload, as?: As, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: Payload, as?: As, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, as?: As, options?: RequestOptions): Promise<LightMyRequestResponse>;
}

/** The Cookie header of whom a request is sent as, if anyone. */
function cookieOf(as: As): string | undefined {
  if (!as) return undefined;
  return typeof as === 'string' ? as : as.cookie;
}

/** The headers a request carries: Origin on writes (unless told otherwise), the session cookie, then any extra. */
function requestHeaders(method: Method, as?: As, options: RequestOptions = {}): Record<string, string> {
  const cookie = cookieOf(as);
  const origin = options.origin ?? !['GET', 'HEAD', 'OPTIONS'].includes(method);
  return { ...(origin ? { origin: TEST_ORIGIN } : {}), ...(cookie ? { cookie } : {}), ...options.headers };
}

/** Requests to a test app; pass a getter when the app is created later (in beforeAll). */
export function requests(app: TestApp | (() => TestApp)): Requests {
  const current = typeof app === 'function' ? app : () => app;
  const send: Requests['send'] = (method, url, payload, as, options = {}) =>
    current().app.inject({
      method,
      url,
      headers: requestHeaders(method, as, options),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.query ? { query: options.query } : {}),
    });
  return {
    send,
    get: (url, as, options) => send('GET', url, undefined, as, options),
    post: (url, payload, as, options) => send('POST', url, payload, as, options),
    put: (url, payload, as, options) => send('PUT', url, payload, as, options),
    patch: (url, payload, as, options) => send('PATCH', url, payload, as, options),
    delete: (url, as, options) => send('DELETE', url, undefined, as, options),
  };
}
