// Reads a Vite build in dist/ and measures what the browser downloads: the first-load JavaScript
// (entry script + its modulepreloads + the first route's chunk and that chunk's static imports)
// and every route chunk, gzip-compressed. Shared by e2e/bundle-budget.spec.ts and bench-web.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgets = { firstLoadKb: 100, routeChunkKb: 20 };

/** Source files that count as route modules (matched against sourcemap `sources`). */
const routeSource = /(?:^|\/)src\/routes\/([^/]+?)\.(?:tsx?|jsx?)$/;
/** The route served at `/`: the search page. */
const firstRouteNames = ['search', 'index', 'home', 'root'];

const gzipBytes = (buffer) => gzipSync(buffer).length;
/** kB as Vite prints them: 1 kB = 1000 bytes. */
export const kb = (bytes) => Math.round(bytes / 100) / 10;

function readChunks(distDir) {
  const assets = join(distDir, 'assets');
  const chunks = new Map();
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    const file = `/assets/${name}`;
    const code = readFileSync(join(assets, name));
    const mapPath = join(assets, `${name}.map`);
    const sources = existsSync(mapPath)
      ? JSON.parse(readFileSync(mapPath, 'utf8')).sources.map((s) => s.replace(/\\/g, '/'))
      : [];
    chunks.set(file, {
      file,
      bytes: code.length,
      gzip: gzipBytes(code),
      imports: staticImports(code.toString('utf8'), file),
      routes: [...new Set(sources.flatMap((s) => routeSource.exec(s)?.[1] ?? []))].sort(),
    });
  }
  return chunks;
}

/** Relative static imports of a minified ES chunk: `import"./a.js"`, `from"./b.js"`. */
function staticImports(code, file) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(posix.join(posix.dirname(file), match[1]));
  }
  return [...found];
}

function closure(chunks, roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !chunks.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file).imports) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * @param {string} distDir
 */
export function analyzeBundle(distDir = 'dist') {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const chunks = readChunks(distDir);
  // The early script loads the app (scripts/vite-early-boot.ts); it lists the entry as JSON.
  const appStart = /<script type="application\/json" id="app-start">([^<]*)<\/script>/.exec(html);
  const app = appStart ? JSON.parse(appStart[1]) : null;
  const entry = app?.entry;
  if (!entry || !chunks.has(entry))
    throw new Error(`No app entry (#app-start) in ${distDir}/index.html`);
  const preloads = app.preloads;

  const routeChunks = [...chunks.values()]
    .filter((c) => c.routes.length > 0 && c.file !== entry)
    .map(({ file, gzip, bytes, routes }) => ({ file, routes, bytes, gzip }));
  const eager = closure(chunks, [entry, ...preloads]);
  const firstRoute =
    routeChunks.find((c) => c.routes.some((r) => firstRouteNames.includes(r))) ??
    // Routes bundled into the entry: nothing more to load.
    null;
  const firstLoad = closure(chunks, [...eager, ...(firstRoute ? [firstRoute.file] : [])]);
  const firstLoadFiles = [...firstLoad].map((file) => ({ file, gzip: chunks.get(file).gzip }));

  return {
    entry,
    firstRoute: firstRoute?.file ?? null,
    firstLoadFiles,
    firstLoadGzip: firstLoadFiles.reduce((sum, f) => sum + f.gzip, 0),
    routeChunks,
    eagerRoutes: [...eager].flatMap((file) => chunks.get(file).routes),
  };
}
