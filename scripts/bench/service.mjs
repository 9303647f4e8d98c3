// Starts the real sticker service (server/src/index.ts through tsx) as a child process group on
// its own port and database, serving the built app from dist/. Used by bench-web.mjs and by the
// end-to-end tests that stop and restart a service (e2e/support/second-service.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVICE_ENTRY = fileURLToPath(new URL('../../server/src/index.ts', import.meta.url));
// This checkout's tsx, found wherever the service runs from.
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** A TCP port nobody listens on right now. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

export function tempDatabasePath(label) {
  return join(tmpdir(), `sticker-${label}-${process.pid}-${Date.now()}.db`);
}

async function healthy(url, signal) {
  try {
    const response = await fetch(`${url}/api/health`, { signal });
    return response.ok;
  } catch {
    return false;
  }
}

export class LocalService {
  /**
   * `siteDir` holds the built app as `dist/` (the service serves `dist` of its working directory):
   * the current directory unless an A/B serves another build.
   * @param {{ port: number, dbPath: string, apiKeys: string[], label?: string, siteDir?: string }} options
   */
  constructor({ port, dbPath, apiKeys, label = 'service', siteDir }) {
    this.siteDir = siteDir;
    this.port = port;
    this.dbPath = dbPath;
    this.apiKeys = apiKeys;
    this.label = label;
    this.url = `http://127.0.0.1:${port}`;
    this.child = null;
    this.output = '';
  }

  /** Spawns the service and resolves once /api/health answers (first start also seeds the DB). */
  async start(timeoutMs = 120_000) {
    if (this.child) throw new Error(`${this.label} is already running`);
    const child = spawn(TSX, [SERVICE_ENTRY], {
      cwd: this.siteDir,
      detached: true, // own process group, so stop() ends tsx and node together
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        STICKER_DB: this.dbPath,
        STICKER_API_KEYS: this.apiKeys.join(','),
        // Image URLs on the page's own origin, as a deployment serves them; the default
        // (localhost) would be a second origin the phone has to connect to.
        PUBLIC_URL: this.url,
      },
    });
    this.child = child;
    this.output = '';
    const keep = (chunk) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }));

    const deadline = Date.now() + timeoutMs;
    // The child's exit ends the wait at once; otherwise ask /api/health until it answers.
    let exit = null;
    void exited.then((value) => (exit = value));
    while (!exit && Date.now() < deadline) {
      if (await healthy(this.url, AbortSignal.timeout(2_000))) return this;
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    await this.stop();
    throw new Error(
      `${this.label} on port ${this.port} did not become healthy` +
        (exit ? ` (exited with ${exit.code ?? exit.signal})` : ` within ${timeoutMs} ms`) +
        `:\n${this.output}`,
    );
  }

  /** Ends the whole process group and waits until the port stops answering. */
  async stop() {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
    }
    // tsx's node child may outlive npx for a moment; the port is free once health fails.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await healthy(this.url, AbortSignal.timeout(1_000)))) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // group already empty
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
