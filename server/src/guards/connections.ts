import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { IdleSockets } from './idle-sockets';
import type { Socket } from 'node:net';
import { ResultCode } from '../../../contract/error-codes';

export interface ConnectionLimits {
  maxConnections: number;
  maxConnectionsPerClient: number;
  /** Time to send the whole header block, the whole request, and between keep-alive requests. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** A socket with no traffic for this long is closed. */
  idleTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 2048,
  maxConnectionsPerClient: 256,
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
};

/** Node's http.Server options for the timeouts (pass as serve()'s serverOptions). */
export const timeoutOptions = (limits: ConnectionLimits) => ({
  headersTimeout: limits.headersTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
});

/**
 * Bounds what clients can hold without letting anyone lock others out. A socket is idle when no
 * request of it is being answered (before its first request, between keep-alive requests, or
 * while its headers trickle in). When a new socket would go over the total or its client's
 * share, the oldest idle socket (of all, or of that client) is closed to make room, so idle
 * sockets from any number of addresses cannot keep a new client from being served; only when
 * every socket is busy is the new one refused. Timeouts bound how long any socket stays idle.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.timeout = limits.idleTimeoutMs;
  const sockets = new IdleSockets();
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? '';
    if (
      sockets.countOf(client) >= limits.maxConnectionsPerClient &&
      !sockets.closeOldestIdle(client)
    ) {
      socket.destroy();
      return;
    }
    if (sockets.total >= limits.maxConnections && !sockets.closeOldestIdle()) {
      socket.destroy();
      return;
    }
    sockets.add(socket, client);
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    sockets.busy(socket);
    response.once('close', () => sockets.done(socket));
  });
}
