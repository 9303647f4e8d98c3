import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from './app';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  timeoutOptions,
  type ConnectionLimits,
} from './guards/connections';

export interface Serving {
  server: Server;
  port: number;
  /** Stops accepting, closes every connection, then resolves. */
  close(): Promise<void>;
}

/** Serves `app` over HTTP with the connection limits and timeouts of guards/connections.ts. */
export async function startService(
  app: Pick<App, 'fetch'>,
  {
    port,
    hostname,
    limits = {},
  }: { port: number; hostname?: string; limits?: Partial<ConnectionLimits> },
): Promise<Serving> {
  const all = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  const server = serve({
    fetch: app.fetch,
    port,
    hostname,
    serverOptions: timeoutOptions(all),
  }) as Server;
  limitConnections(server, all);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
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
