import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerCpuQueries } from './child-ipc';

/** The baseline: node:http answering a fixed JSON body, nothing else. */
process.once('message', (message: { body: string }) => {
  const body = Buffer.from(message.body);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  answerCpuQueries();
  process.on('disconnect', () => server.close());
});
