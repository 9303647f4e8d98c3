import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL binaries, the newest version installed (or PG_BIN). */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN)');
  }
  return join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  port: number;
  stop(): void;
}

/**
 * A throw-away PostgreSQL cluster: initdb in a temporary folder, on a free port, UTF-8 with the
 * C.UTF-8 locale (code-point order, as SQLite compares text). `durable: false` turns fsync off
 * (tests: the service is what they kill, never PostgreSQL); the benchmark keeps fsync on and
 * commits as SQLite's synchronous=NORMAL does (synchronous_commit off).
 */
export async function startCluster({ durable = false } = {}): Promise<Cluster> {
  const bin = binDir();
  const user = postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'sticker-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (tool: string, args: string[], options: SpawnSyncOptions = {}) => {
    const [command, all] = user
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    const result = spawnSync(command, all, { encoding: 'utf8', ...options });
    if (result.status !== 0) {
      const output = `${String(result.stderr)}${String(result.stdout)}`.trim();
      throw new Error(`${tool} failed: ${output || String(result.error)}`);
    }
  };
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=300',
    ...(durable
      ? ['-c synchronous_commit=off']
      : ['-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off']),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
