import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ResendRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export interface FakeResend {
  baseUrl: string;
  apiKey: string;
  requests: ResendRequest[];
  /** The next POST /emails answers with these statuses and bodies, in order; then 200 {id}. */
  planEmails(...answers: { status: number; body: unknown }[]): void;
  /** GET /domains answers with this status (200 by default). */
  setDomainsStatus(status: number): void;
  close(): Promise<void>;
}

/**
 * A local server that speaks the part of Resend's API the transport uses: POST /emails (bearer key,
 * Idempotency-Key: a repeated key returns the first id), GET /domains, and its error bodies.
 */
export async function startFakeResend(apiKey = 're_test_key'): Promise<FakeResend> {
  const requests: ResendRequest[] = [];
  const planned: { status: number; body: unknown }[] = [];
  const idsByKey = new Map<string, string>();
  let domainsStatus = 200;
  let counter = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ResendRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return reply(401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key in the authorization header' });
      }
      if (req.method === 'GET' && req.url === '/domains') {
        if (domainsStatus !== 200) return reply(domainsStatus, { statusCode: domainsStatus, name: 'error', message: 'refused' });
        return reply(200, { data: [{ id: 'd1', name: 'giftwise.test', status: 'verified' }] });
      }
      if (req.method === 'POST' && req.url === '/emails') {
        const answer = planned.shift();
        if (answer) return reply(answer.status, answer.body);
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? idsByKey.get(key) : undefined;
        const id = known ?? `re-${++counter}`;
        if (typeof key === 'string') idsByKey.set(key, id);
        return reply(200, { id });
      }
      reply(404, { statusCode: 404, name: 'not_found', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    planEmails: (...answers) => void planned.push(...answers),
    setDomainsStatus: (status) => void (domainsStatus = status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
