// Reads a Vite build in dist/ and sizes its route chunks: the lazily loaded chunks that hold a
// route module (src/routes/*, found through the sourcemaps), gzip -9. A chunk index.html names
// (entry, preloads, whatever the page starts with) is not lazy: the routes in it are listed as
// eager. What a page really loads is counted in the browser (js-weight.mjs), not here.
// Used by e2e/bundle-budget.spec.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzip9 } from './js-weight.mjs';

export const ROUTE_CHUNK_BUDGET_KB = 20;

/** Source files that count as route modules (matched against sourcemap `sources`). */
const routeSource = /(?:^|\/)src\/routes\/([^/]+?)\.(?:tsx?|jsx?)$/;

function routesOf(mapPath) {
  if (!existsSync(mapPath)) return [];
  const { sources } = JSON.parse(readFileSync(mapPath, 'utf8'));
  const routes = sources.flatMap((s) => routeSource.exec(s.replace(/\\/g, '/'))?.[1] ?? []);
  return [...new Set(routes)].sort();
}

/** @param {string} distDir */
export function analyzeRouteChunks(distDir = 'dist') {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = join(distDir, 'assets');
  const routeChunks = [];
  const eagerRoutes = [];
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js')) continue;
    const routes = routesOf(join(assets, `${name}.map`));
    if (routes.length === 0) continue;
    const file = `/assets/${name}`;
    if (html.includes(file)) {
      eagerRoutes.push(...routes);
      continue;
    }
    const code = readFileSync(join(assets, name));
    routeChunks.push({ file, routes, bytes: code.length, gzip: gzip9(code) });
  }
  return { routeChunks, eagerRoutes: eagerRoutes.sort() };
}
