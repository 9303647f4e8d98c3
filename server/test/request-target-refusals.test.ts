import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_API_KEY, type TestServer } from '../src/testing/start-server';

// Request targets and Host headers that @hono/node-server refuses while building the request's
// URL, before the app runs: each must still be answered in the envelope (400, 4000).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Raw {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Sends raw bytes with Connection: close and reads the whole answer. */
function exchange(request: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(request));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s: ${JSON.stringify(text)}`));
    }, 5000);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      let body = text.slice(split + 4);
      if (/transfer-encoding: *chunked/i.test(head)) {
        // Enough for these answers: the chunks' data without their size lines.
        body = body
          .split('\r\n')
          .filter((_, index) => index % 2 === 1)
          .join('');
      }
      resolve({
        status: Number(text.slice(9, 12)),
        contentType: /content-type: *([^\r\n]+)/i.exec(head)?.[1],
        body,
      });
    });
  });
}

const request = (line: string, host = `127.0.0.1:${server.port}`) =>
  `${line}\r\nHost: ${host}\r\napikey: ${TEST_API_KEY}\r\nConnection: close\r\n\r\n`;

describe('request targets the Node adapter refuses, answered in the envelope', () => {
  it.each([
    ['a backslash in the path', () => request('GET /api/messenger/v1/mysticker/a\\b HTTP/1.1')],
    ['an asterisk target', () => request('OPTIONS * HTTP/1.1')],
    [
      'a Host header that is no host',
      () => request('GET /api/messenger/v1/category HTTP/1.1', 'a@b'),
    ],
    [
      'an absolute URL that is no URL',
      () => request('GET http://[x/api/messenger/v1/category HTTP/1.1'),
    ],
  ])('%s: 400 with the 4000 envelope', async (_name, make) => {
    const answer = await exchange(make());
    expect(answer.status).toBe(400);
    expect(answer.contentType, answer.body).toMatch(/application\/json/);
    const json = JSON.parse(answer.body) as {
      header: { code: string; status: string };
      body: unknown;
    };
    expect(json.header).toMatchObject({ code: '4000', status: 'fail' });
    expect(json.body).toEqual([]);
  });
});
