import type { Server } from 'node:http';
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
  headersTimeoutMs: 10_000,
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

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** What Node itself refuses before any route runs, as the service's envelope. */
function clientErrorAnswer(error: NodeJS.ErrnoException): string {
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const message =
    status === 431
      ? 'request headers too large'
      : status === 408
        ? 'request timed out'
        : 'malformed HTTP request';
  const json = JSON.stringify({
    header: { code: ResultCode.invalidParameter, status: 'fail', message },
    body: [],
  });
  return [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    'Content-Type: application/json',
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/**
 * Bounds what clients can hold: connections in all and per address (the sockets over a client's
 * share are closed at once, so one client's flood leaves room for others), idle sockets time out,
 * and Node's own 400/408/431 answers come in the envelope.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections;
  server.timeout = limits.idleTimeoutMs;
  const perClient = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const open = perClient.get(address) ?? 0;
    if (open >= limits.maxConnectionsPerClient) {
      socket.destroy();
      return;
    }
    perClient.set(address, open + 1);
    socket.once('close', () => {
      const left = (perClient.get(address) ?? 1) - 1;
      if (left > 0) perClient.set(address, left);
      else perClient.delete(address);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error));
  });
}
