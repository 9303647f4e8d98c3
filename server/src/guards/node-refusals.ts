import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { RequestError } from '@hono/node-server';
import { ResultCode } from '../../../contract/error-codes';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

export type RefusalLog = (message: string) => void;

const envelope = (message: string, code: string = ResultCode.invalidParameter): string =>
  JSON.stringify({ header: { code, status: 'fail', message }, body: [] });

/** The headers of every refusal answered here. */
const ENVELOPE_HEADERS = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** A whole HTTP/1.1 answer in the service's envelope, for a socket no response object owns. */
export function rawEnvelopeAnswer(status: number, message: string): string {
  const json = envelope(message);
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    ...Object.entries(ENVELOPE_HEADERS).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

function statusOf(error: NodeJS.ErrnoException): [number, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'request headers too large'];
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'request timed out'];
  if (error.code === 'HPE_INVALID_CHUNK_SIZE' || error.code === 'HPE_INVALID_TRANSFER_ENCODING') {
    return [400, 'malformed chunked body'];
  }
  return [400, 'malformed HTTP request'];
}

/** Whether a response of the server has started on the socket (Node keeps it there). */
const responseStarted = (socket: Socket): boolean => {
  const message: unknown = Reflect.get(socket, '_httpMessage');
  return (
    typeof message === 'object' && message !== null && Reflect.get(message, 'headersSent') === true
  );
};

/**
 * Whether the error is about the body of a request the app has answered already: it read what it
 * needed before the body broke off. Node forgets a finished response (`responseStarted` says
 * no), so without this a second answer would follow the first.
 */
const bodyOfAnsweredRequest = (
  socket: Socket,
  lastExchanges: WeakMap<Socket, [IncomingMessage, ServerResponse]>,
) => {
  const [request, response] = lastExchanges.get(socket) ?? [];
  return request?.complete === false && response?.headersSent === true;
};

/**
 * What Node itself refuses before or while a route runs (malformed framing, oversized headers,
 * a request too slow to arrive) is answered in the envelope when nothing has been written on the
 * socket yet, then the socket closes; each refusal logs one line, never a stack: it is the
 * client's fault.
 */
export function answerNodeRefusals(server: Server, log: RefusalLog): void {
  const lastExchanges = new WeakMap<Socket, [IncomingMessage, ServerResponse]>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    lastExchanges.set(request.socket, [request, response]),
  );
  // Node's own answer to an Expect it does not know is a bare 417, with no body.
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    log(
      `refused 417 (Expect: ${request.headers.expect ?? ''}) from ${request.socket.remoteAddress ?? '?'}`,
    );
    const json = envelope('only Expect: 100-continue is served');
    response.writeHead(417, {
      ...ENVELOPE_HEADERS,
      'Content-Length': Buffer.byteLength(json),
      Connection: 'close',
    });
    response.end(json);
  });
  // The service is no proxy: without this listener Node closes a CONNECT's socket unanswered.
  // Refused as other methods no route serves are (400).
  server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    log(`refused 400 (CONNECT) from ${socket.remoteAddress ?? '?'}`);
    socket.end(rawEnvelopeAnswer(400, 'CONNECT is not served'));
    socket.setTimeout(1000, () => socket.destroy());
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] = statusOf(error);
    log(`refused ${status} (${error.code ?? 'client error'}) from ${socket.remoteAddress ?? '?'}`);
    if (responseStarted(socket) || bodyOfAnsweredRequest(socket, lastExchanges)) {
      socket.destroy();
      return;
    }
    socket.end(rawEnvelopeAnswer(status, message));
    // A client that stops reading would keep the socket: it gets a moment to take the answer.
    socket.setTimeout(1000, () => socket.destroy());
  });
}

/**
 * Requests Node hands over but the service cannot serve answer in the envelope here: one
 * without a Host header (an absolute URL cannot be made of it; HTTP/1.1 requires it).
 */
export function refuseWithoutHost(
  request: IncomingMessage,
  response: ServerResponse,
  log: RefusalLog,
): boolean {
  if (request.headers.host) return false;
  log(`refused 400 (no Host header) from ${request.socket.remoteAddress ?? '?'}`);
  const json = envelope('the request has no Host header');
  response.writeHead(400, {
    ...ENVELOPE_HEADERS,
    'Content-Length': Buffer.byteLength(json),
    Connection: 'close',
  });
  response.end(json);
  return true;
}

/**
 * The Node adapter's refusal of a request whose target or Host it cannot make a URL of (a
 * backslash in the path, `*`, `Host: a@b`), in the envelope; anything else the app threw is the
 * service's failure (it answers its own errors, so this is not expected).
 */
export function refuseUnreadableTarget(error: unknown, log: RefusalLog): Response {
  const unreadable = error instanceof RequestError;
  log(unreadable ? 'refused 400 (unreadable request target or Host)' : `failed: ${String(error)}`);
  const [status, json] = unreadable
    ? [400, envelope('the request target or Host header cannot be read')]
    : [500, envelope('the service failed', ResultCode.serverError)];
  return new Response(json, {
    status,
    headers: ENVELOPE_HEADERS,
  });
}
