import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, NETWORK_REFUSED_CODE } from '../support/network-kill-switch.js';

/** What a connection attempt ends in: 'connected', or the error's code. */
async function attempt(options: net.NetConnectOpts): Promise<string> {
  const socket = net.connect(options);
  try {
    return await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
  } finally {
    socket.destroy();
  }
}

describe('the API suite’s network kill-switch (issue 18, item 8)', () => {
  const server = createServer((_req, res) => res.end('local'));
  let port = 0;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('refuses a connection to an address that is not this machine’s loopback, with a clear error', async () => {
    // 192.0.2.1 (TEST-NET-1) would otherwise hang until a timeout: the refusal comes at once.
    expect(await attempt({ host: '192.0.2.1', port: 80 })).toBe(NETWORK_REFUSED_CODE);
    expect(await attempt({ host: '2001:db8::1', port: 443 })).toBe(NETWORK_REFUSED_CODE);
  });

  it('refuses a host name that resolves outside, checked on the address really connected to', async () => {
    const outside = (_host: string, _options: unknown, callback: (e: null, address: string, family: number) => void) => callback(null, '192.0.2.7', 4);
    expect(await attempt({ host: 'vendor.example', port: 443, lookup: outside as never })).toBe(NETWORK_REFUSED_CODE);
    await expect(fetch('http://192.0.2.1/')).rejects.toMatchObject({ cause: { code: NETWORK_REFUSED_CODE } });
  });

  it('lets the fake vendor servers on 127.0.0.1 (and localhost) work', async () => {
    expect(await attempt({ host: '127.0.0.1', port })).toBe('connected');
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('local');
    expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('local');
  });

  it('knows loopback addresses in every spelling', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '192.0.2.1', '::ffff:8.8.8.8', '2001:db8::1', '0.0.0.0']) expect(isLoopbackAddress(address)).toBe(false);
  });
});
