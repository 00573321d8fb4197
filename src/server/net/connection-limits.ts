import http from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take, and how many connections one address may hold. */
export interface ConnectionLimits {
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** The request's headers must arrive within this. */
  headersTimeoutMs: number;
  /** How often the server looks for requests past those times. */
  checkEveryMs: number;
  /** Open connections from one address at most; null behind a proxy, where every client shares one. */
  perAddress: number | null;
}

/**
 * A slow client cannot hold connections for ever: a request must arrive whole within a minute
 * (a phone on mobile data sends a resized photo in a few seconds), and one address keeps at most
 * a few dozen connections open. Answers can take longer: a generation is waited for.
 */
export const DEFAULT_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  checkEveryMs: 5_000,
  perAddress: 64,
};

/** The HTTP server Fastify runs on, with those limits. */
export function limitedServerFactory(limits: ConnectionLimits) {
  return (handler: http.RequestListener): http.Server => {
    const server = http.createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: limits.headersTimeoutMs,
        connectionsCheckingInterval: limits.checkEveryMs,
      },
      handler,
    );
    const perAddress = limits.perAddress;
    if (perAddress !== null) {
      const open = new Map<string, number>();
      server.on('connection', (socket: Socket) => {
        const address = socket.remoteAddress ?? 'unknown';
        const count = (open.get(address) ?? 0) + 1;
        open.set(address, count);
        socket.once('close', () => {
          const left = (open.get(address) ?? 1) - 1;
          if (left <= 0) open.delete(address);
          else open.set(address, left);
        });
        if (count > perAddress) socket.destroy();
      });
    }
    return server;
  };
}
