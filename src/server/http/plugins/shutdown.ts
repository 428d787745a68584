import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/errors.js';

/** Flipped on SIGTERM: requests already running finish, new ones are answered 503 at once. */
export interface ShutdownGate {
  readonly shuttingDown: boolean;
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdownGate: ShutdownGate;
  }
}

function createShutdownGate(): ShutdownGate {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    begin() {
      shuttingDown = true;
    },
  };
}

/** Registered first, so that a refused request costs nothing else (no rate-limit count, no session lookup). */
export const shutdownPlugin = fp<{ gate?: ShutdownGate }>(
  async (app: FastifyInstance, opts) => {
    const gate = opts.gate ?? createShutdownGate();
    app.decorate('shutdownGate', gate);
    app.addHook('onRequest', async (_request, reply) => {
      if (!gate.shuttingDown) return;
      // Tell keep-alive clients to reconnect (to another instance) rather than reuse this socket.
      reply.header('Connection', 'close');
      reply.header('Retry-After', '5');
      throw new AppError('SERVICE_UNAVAILABLE', 'Service is currently unavailable. Please try again later.', {
        status: 503,
        expected: true,
      });
    });
  },
  { name: 'giftwise-shutdown' },
);
