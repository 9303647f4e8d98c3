import http, { type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFallback } from '../src/http/static-site';
import { startTestServer, type TestServer } from '../src/testing/start-server';

// The service as HTTP clients, browsers and caches meet it (RFC 9110, RFC 9111).

const dist = mkdtempSync(join(tmpdir(), 'dist-'));
mkdirSync(join(dist, 'assets'));
// Big enough that the compression middleware compresses them (its threshold is 1 kB).
writeFileSync(join(dist, 'index.html'), `<!doctype html><title>app</title>${'<p>'.repeat(800)}`);
writeFileSync(join(dist, 'assets', 'app-abc123.js'), `console.log(${'1+'.repeat(800)}1)`);
writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`);

const IMAGE = '/api/images/twemoji/1f435.svg?d=300x300';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ site: siteFallback(dist) });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly these headers, its answer left as sent (fetch would decompress it). */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(server.origin + path, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const varies = (headers: IncomingHttpHeaders) =>
  (headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort();

describe('401 for a missing or unknown apikey', () => {
  // RFC 9110 §15.5.2: "The server generating a 401 response MUST send a WWW-Authenticate header
  // field containing at least one challenge." Clients that follow it (Android's
  // HttpURLConnection: "No authentication challenges found") fail before reading the envelope.
  it('names how to authenticate (WWW-Authenticate), as every 401 must', async () => {
    for (const apikey of [null, 'wrong']) {
      const response = await server.call('/api/messenger/v1/category', { apikey });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate'), `apikey ${apikey}`).toBeTruthy();
    }
  });
});

describe('HEAD', () => {
  // RFC 9110 §8.6: a HEAD answer "MUST NOT send Content-Length ... unless its field value equals
  // the decimal number of octets that would have been sent in the content of a response if the
  // same request had used the GET method". (Its other header fields SHOULD be GET's, §9.3.2:
  // Hono's compress() leaves HEAD answers unencoded, so they name no Content-Encoding.)
  it('states no length GET would not send', async () => {
    for (const path of ['/', '/assets/app-abc123.js', '/api/health']) {
      const headers = { 'Accept-Encoding': 'gzip' };
      const get = await raw('GET', path, headers);
      const head = await raw('HEAD', path, headers);
      if (head.headers['content-length'] !== undefined) {
        expect(Number(head.headers['content-length']), `HEAD ${path}`).toBe(get.body.length);
      }
    }
  });
});

describe('304 Not Modified', () => {
  // RFC 9110 §15.4.5: a 304 MUST carry the ETag and Vary a 200 to the same request would have.
  // RFC 9111 §4.3.4: a cache updates the stored answer whose validator the 304 names; a strong
  // ETag that matches no stored one updates nothing.
  it('to a compressed image carries the ETag and Vary of the 200 it confirms', async () => {
    const headers = { 'Accept-Encoding': 'gzip' };
    const full = await raw('GET', IMAGE, headers);
    expect([full.status, full.headers['content-encoding']]).toEqual([200, 'gzip']);
    const etag = String(full.headers.etag);
    const again = await raw('GET', IMAGE, { ...headers, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(varies(again.headers)).toEqual(varies(full.headers));
  });

  it('to the service worker script carries the Vary of the 200 it confirms', async () => {
    const headers = { 'Accept-Encoding': 'gzip' };
    const full = await raw('GET', '/sw.js', headers);
    expect([full.status, full.headers['content-encoding']]).toEqual([200, 'gzip']);
    const again = await raw('GET', '/sw.js', {
      ...headers,
      'If-None-Match': String(full.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(varies(again.headers)).toEqual(varies(full.headers));
  });
});

describe('Range with If-Range', () => {
  // RFC 9110 §13.1.5: when the If-Range validator does not match the current representation (or
  // is weak, or a date before Last-Modified), the server MUST ignore Range and send the whole
  // answer, 200. Otherwise a client resuming a copy of an older build gets a piece of the new
  // file spliced onto the old one.
  it('sends the whole file, not a piece of it, when the client’s copy is of another version', async () => {
    for (const path of ['/', '/sw.js', '/assets/app-abc123.js']) {
      const whole = await raw('GET', path);
      for (const ifRange of ['"an-older-build"', 'Tue, 01 Jan 2019 00:00:00 GMT']) {
        const resumed = await raw('GET', path, { Range: 'bytes=0-9', 'If-Range': ifRange });
        expect([resumed.status, resumed.body.length], `${path} If-Range ${ifRange}`).toEqual([
          200,
          whole.body.length,
        ]);
      }
    }
  });

  // RFC 9110 §14.2: a server MUST ignore a Range in a unit it does not understand: 200, the file.
  it('answers a range in an unknown unit with the whole file, 200', async () => {
    const whole = await raw('GET', '/');
    const asked = await raw('GET', '/', { Range: 'items=0-5' });
    expect([asked.status, asked.headers['content-range']]).toEqual([200, undefined]);
    expect(asked.body.length).toBe(whole.body.length);
  });
});
