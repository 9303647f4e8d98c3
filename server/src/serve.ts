import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from './app';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  timeoutOptions,
  type ConnectionLimits,
} from './guards/connections';
import {
  answerNodeRefusals,
  refuseUnreadableTarget,
  refuseWithoutHost,
  type RefusalLog,
} from './guards/node-refusals';
import { answerLiveness, asksLiveness } from './http/health';

export interface Serving {
  server: Server;
  port: number;
  /** Stops accepting, closes every connection, then resolves. */
  close(): Promise<void>;
}

/** Connections waiting to be accepted; the kernel caps it (net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;

/**
 * Serves `app` over HTTP with the connection limits and timeouts of guards/connections.ts.
 * Liveness is answered here, before the app and its database; requests Node refuses or the app
 * cannot take (no Host) are answered in the envelope (guards/node-refusals.ts).
 */
export async function startService(
  app: Pick<App, 'fetch'>,
  {
    port,
    hostname,
    limits = {},
    log = (message) => console.warn(message),
  }: {
    port: number;
    hostname?: string;
    limits?: Partial<ConnectionLimits>;
    log?: RefusalLog;
  },
): Promise<Serving> {
  const all = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  // A target or Host the adapter cannot make a URL of gets the envelope, not its bare 400.
  const toApp = getRequestListener(app.fetch, {
    errorHandler: (error) => refuseUnreadableTarget(error, log),
  });
  const server = createServer(
    // Node's own answer to a missing Host is a bare 400: refuseWithoutHost gives the envelope.
    { ...timeoutOptions(all), requireHostHeader: false },
    (request: IncomingMessage, response: ServerResponse) => {
      if (asksLiveness(request)) {
        answerLiveness(request, response);
        return;
      }
      if (refuseWithoutHost(request, response, log)) return;
      void toApp(request, response);
    },
  );
  // A client may send its request and close its half of the socket (shutdown(SHUT_WR)): the
  // answer still goes out, then the socket closes. Node's default drops the request instead.
  Object.assign(server, { httpAllowHalfOpen: true });
  limitConnections(server, all);
  answerNodeRefusals(server, log);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG }, resolve);
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
