import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushTransport } from './push-transport.js';

describe('the push transport', () => {
  let server: Server;
  let port = 0;
  const seen: { headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
        res.writeHead(req.url === '/gone' ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the body with its headers and answers the push service’s status', async () => {
    const send = createPushTransport({ timeoutMs: 2000, publicOnly: false });
    expect(await send({ endpoint: `http://127.0.0.1:${port}/ok`, headers: { TTL: '60', 'Content-Encoding': 'aes128gcm' }, body: Buffer.from('abc') })).toBe(201);
    expect(seen.at(-1)).toMatchObject({ body: 'abc', headers: { ttl: '60', 'content-encoding': 'aes128gcm', 'content-length': '3' } });
    expect(await send({ endpoint: `http://127.0.0.1:${port}/gone`, headers: {}, body: Buffer.from('') })).toBe(410);
  });

  it('in production reaches no private address, given as an IP or behind a name (SSRF)', async () => {
    const send = createPushTransport({ timeoutMs: 2000, publicOnly: true });
    const before = seen.length;
    await expect(send({ endpoint: `http://127.0.0.1:${port}/ok`, headers: {}, body: Buffer.from('x') })).rejects.toMatchObject({ code: 'EADDRNOTPUBLIC' });
    await expect(send({ endpoint: `http://localhost:${port}/ok`, headers: {}, body: Buffer.from('x') })).rejects.toMatchObject({ code: 'EADDRNOTPUBLIC' });
    // IPv6 spellings of loopback and metadata IPv4 (issue 17: [::127.0.0.1] passed as public).
    for (const host of ['[::127.0.0.1]', '[::7f00:1]', '[::ffff:7f00:1]', '[64:ff9b::a9fe:a9fe]', '[2002:7f00:1::1]']) {
      await expect(send({ endpoint: `http://${host}:${port}/ok`, headers: {}, body: Buffer.from('x') })).rejects.toMatchObject({ code: 'EADDRNOTPUBLIC' });
    }
    expect(seen.length).toBe(before);
  });
});
