import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_API_KEY, type TestServer } from '../src/testing/start-server';

// CONNECT is a method like any other to the service, which is no proxy: it must be refused in
// the envelope (405 with Allow on a known path, or 400), not by closing the socket unanswered.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(request));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s: ${JSON.stringify(text)}`));
    }, 5000);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
  });
}

describe('CONNECT', () => {
  it.each(['/api/messenger/v1/category', '127.0.0.1:80'])(
    'is answered in the envelope: %s',
    async (target) => {
      const text = await exchange(
        `CONNECT ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${TEST_API_KEY}\r\n\r\n`,
      );
      expect(text, 'an answer before the socket closed').toMatch(/^HTTP\/1\.1 4\d\d /);
      const json = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as {
        header: { status: string };
        body: unknown;
      };
      expect(json.header.status).toBe('fail');
      expect(json.body).toEqual([]);
    },
  );
});
