import dns from 'node:dns';
import net from 'node:net';

/**
 * The API suite's network kill-switch (issue 18, item 8; Outline's test setup does the same): every TCP connection
 * a test makes, by net, http, fetch (undici), pg or redis, goes to this machine's loopback or is refused with a
 * clear error. A test that forgot a fake vendor server fails at once instead of calling Amazon, an AI endpoint or
 * a mail service. The fake servers listen on 127.0.0.1, so they keep working; a host name is allowed when it
 * resolves to loopback (the check is made on the address actually connected to). Unix sockets are local by nature.
 *
 * Loaded by vitest.config.ts as the api project's setupFiles; the project shares modules across files
 * (isolate: false), so the patch is applied once per worker.
 */

/** The code of the error a refused connection fails with. */
export const NETWORK_REFUSED_CODE = 'ETESTNETWORKREFUSED';

export function isLoopbackAddress(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

function refusal(target: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(
    `The API tests make no outbound connection: ${target} is not this machine's loopback (tests/support/network-kill-switch.ts). Use a fake server on 127.0.0.1.`,
  );
  error.code = NETWORK_REFUSED_CODE;
  return error;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

/** A lookup that answers only with loopback addresses, else with the refusal. */
function guardedLookup(lookup: Lookup): Lookup {
  return (hostname, options, callback) =>
    lookup(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const outside = addresses.find((a) => !isLoopbackAddress(a));
      if (outside) return callback(refusal(`${hostname} (${outside})`), address, family);
      callback(null, address, family);
    });
}

const PATCHED = Symbol.for('giftwise.networkKillSwitch');
type Connect = (this: net.Socket, ...args: unknown[]) => net.Socket;
const normalizeArgs = (net as unknown as { _normalizeArgs(args: unknown[]): [net.NetConnectOpts & { lookup?: Lookup }, unknown] })._normalizeArgs;

function installNetworkKillSwitch(): void {
  const proto = net.Socket.prototype as unknown as Record<symbol, boolean> & { connect: Connect };
  if (proto[PATCHED]) return;
  const original = proto.connect;
  proto.connect = function connect(this: net.Socket, ...args: unknown[]) {
    // net.connect hands over the arguments it already normalized, as one array.
    const [options, callback] = args.length === 1 && Array.isArray(args[0]) ? (args[0] as ReturnType<typeof normalizeArgs>) : normalizeArgs(args);
    if ('path' in options && options.path) return original.apply(this, args);
    const tcp = options as net.TcpNetConnectOpts & { lookup?: Lookup };
    const host = tcp.host ?? 'localhost';
    if (net.isIP(host)) {
      if (isLoopbackAddress(host)) return original.apply(this, args);
      process.nextTick(() => this.destroy(refusal(`${host}:${tcp.port}`)));
      return this;
    }
    const lookup = guardedLookup((tcp.lookup ?? dns.lookup) as Lookup);
    return callback ? original.call(this, { ...tcp, lookup }, callback) : original.call(this, { ...tcp, lookup });
  };
  proto[PATCHED] = true;
}

installNetworkKillSwitch();
