// Builds the Giphy anchor page (../shared/anchors/giphy, see its README) in a temporary copy and
// keeps the build in node_modules/.cache/anchor-giphy/<hash>/dist, keyed by the anchor's files,
// so later runs reuse it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The shared folder sits beside every worktree: /work/<worktree> → /work/shared. */
export const anchorsDir = resolve('..', 'shared', 'anchors');
const pageDir = join(anchorsDir, 'giphy');
const fixturesArchive = join(anchorsDir, 'giphy-public.tar.gz');
const cacheRoot = resolve('node_modules', '.cache', 'anchor-giphy');

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Lockfile, sources and fixtures: a change to any of them builds the anchor again. */
function anchorHash() {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(pageDir).sort(), fixturesArchive]) {
    hash.update(file.slice(anchorsDir.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
  }
}

/**
 * The anchor's built dist/ directory, built now if the cache has none for its current files.
 * @param {(message: string) => void} log
 */
export function anchorDist(log) {
  if (!existsSync(join(pageDir, 'package-lock.json'))) {
    throw new Error(`No Giphy anchor at ${pageDir}: bench:web needs ../shared/anchors/giphy`);
  }
  const cacheDir = join(cacheRoot, anchorHash());
  const dist = join(cacheDir, 'dist');
  if (existsSync(join(dist, 'index.html'))) {
    log(`Giphy anchor: cached build ${dist}`);
    return dist;
  }
  const work = mkdtempSync(join(tmpdir(), 'anchor-giphy-'));
  try {
    log(`Giphy anchor: building in ${work} (npm ci, vite build)`);
    // The shared copy is read-only: copy the files, not their modes.
    run('cp', ['-r', '--no-preserve=mode', pageDir, work], anchorsDir);
    const page = join(work, 'giphy');
    run('tar', ['xzf', fixturesArchive], page);
    run('npm', ['ci', '--no-audit', '--no-fund'], page);
    run('npx', ['vite', 'build'], page);
    rmSync(cacheRoot, { recursive: true, force: true }); // older builds of the anchor
    mkdirSync(cacheDir, { recursive: true });
    cpSync(join(page, 'dist'), dist, { recursive: true });
    return dist;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
