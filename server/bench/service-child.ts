import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { openSqlite } from '../src/db/sqlite';
import { answerCpuQueries } from './child-ipc';

/** The real service (createApp over the benchmark database), in its own process. */
const [path, apiKey] = process.argv.slice(2);
if (!path || !apiKey) throw new Error('usage: service-child <db path> <api key>');
const db = await openSqlite(path);
const app = await createApp({ db, apiKeys: [apiKey], publicUrl: 'http://127.0.0.1' });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ port: info.port });
});
answerCpuQueries();
process.on('disconnect', () => {
  server.close();
  void db.close();
});
