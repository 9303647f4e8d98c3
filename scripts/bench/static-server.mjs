// A small static server for a built page (the Giphy anchor), compressing and caching as the app's
// service does: brotli or gzip for text files (compressed once, kept in memory), hashed /assets/
// cached for a year, everything else revalidated; unknown paths get index.html.
import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const encoders = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** The first encoding of ours the client accepts (q-values ignored, as browsers send none). */
function pickEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.split(';')[0].trim());
  return Object.keys(encoders).find((name) => accepted.includes(name)) ?? null;
}

async function resolveFile(root, pathname) {
  const file = join(root, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
  const info = await stat(file).catch(() => null);
  if (info?.isFile()) return file;
  return join(root, 'index.html');
}

export class StaticServer {
  /** @param {string} root the built site's directory */
  constructor(root) {
    this.root = root;
    this.compressed = new Map();
    this.server = createServer((request, response) => {
      this.answer(request, response).catch((error) => {
        response.writeHead(500).end(String(error));
      });
    });
  }

  async answer(request, response) {
    const { pathname } = new URL(request.url, 'http://localhost');
    const file = await resolveFile(this.root, pathname);
    const type = extname(file);
    const headers = {
      'Content-Type': TYPES[type] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let body = await readFile(file);
    const encoding = COMPRESSIBLE.has(type)
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
    if (encoding) {
      const key = `${encoding} ${file}`;
      if (!this.compressed.has(key)) this.compressed.set(key, encoders[encoding](body));
      body = this.compressed.get(key);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** Listens on 127.0.0.1 at `port`; resolves with the base URL. */
  async start(port) {
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop() {
    if (!this.url) return;
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
