import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { answerCpuQueries } from './child-ipc';

/** The real service (createApp over the benchmark database), in its own process. */
const [target, apiKey] = process.argv.slice(2);
if (!target || !apiKey) throw new Error('usage: service-child <db path or postgres URL> <api key>');
const postgres = target.startsWith('postgres');
const db = await openDatabase({
  databaseUrl: postgres ? target : undefined,
  sqlitePath: target,
});
const app = await createApp({ db, apiKeys: [apiKey], publicUrl: 'http://127.0.0.1' });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ port: info.port });
});
answerCpuQueries();
process.on('disconnect', () => {
  server.close();
  void db.close();
});
