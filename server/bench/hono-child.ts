import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { answerCpuQueries } from './child-ipc';

/** The framework's own ceiling: Hono on @hono/node-server answering the same fixed JSON. */
process.once('message', (message: { body: string }) => {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
  const app = new Hono();
  app.get('/', () => new Response(message.body, { headers }));
  const server = serve(
    { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
    (info: AddressInfo) => {
      process.send?.({ port: info.port });
    },
  );
  answerCpuQueries();
  process.on('disconnect', () => server.close());
});
