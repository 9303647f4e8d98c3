import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import type { AppStart } from '../src/boot/early-boot.ts';
import { ROUTE_MODULES, type EarlyRoute } from '../src/boot/route-modules.ts';

const bootModule = fileURLToPath(new URL('../src/boot/early-boot.ts', import.meta.url));

type OutputBundle = Rolldown.OutputBundle;

/** Every chunk a chunk statically imports, itself included. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** Per early route, the chunks its modules need that the entry does not already load. */
function routePreloads(bundle: OutputBundle, config: ResolvedConfig) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
  const preloads: Partial<Record<EarlyRoute, string[]>> = {};
  for (const [route, modules] of Object.entries(ROUTE_MODULES) as [
    EarlyRoute,
    readonly string[],
  ][]) {
    const files = new Set<string>();
    for (const module of modules) {
      const path = `${config.root}/${module}`;
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(path));
      if (!chunk) throw new Error(`early boot: no chunk is built from ${module}`);
      for (const file of staticClosure(bundle, chunk.fileName)) {
        if (!loadedByEntry.has(file)) files.add(`${config.base}${file}`);
      }
    }
    preloads[route] = [...files];
  }
  return preloads;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Takes the entry script and its modulepreloads out of the built HTML: the early script adds
 * them when the page has been painted. Throws when the build's HTML has no entry, so a change in
 * how Vite writes these tags fails the build instead of shipping a page that never starts.
 */
function takeAppStart(html: string, routes: AppStart['routes']): { html: string; app: AppStart } {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const [entry, ...others] = entries;
  if (!entry || others.length > 0) {
    throw new Error(
      `early boot: expected one module entry script in index.html, found ${entries.length}`,
    );
  }
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    app: { entry, preloads, routes },
  };
}

/**
 * Inlines src/boot/early-boot.ts into index.html's head: the page's first API request starts
 * with the HTML, and in a build the app's code loads once the page has been painted. The app's
 * code is listed as JSON (`#app-start`), read by that script and by the bundle budget check.
 */
export function earlyBoot(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'early-boot',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const start = context.bundle
          ? takeAppStart(html, routePreloads(context.bundle, config))
          : { html, app: null };
        const result = await build({
          stdin: {
            contents:
              `import { loadApp, readAppStart, startEarlyWork } from ${JSON.stringify(bootModule)};\n` +
              // Whatever goes wrong early, the app itself must still load.
              `const app = readAppStart();\n` +
              `try { startEarlyWork(window.location, app); } catch { if (app) loadApp(app); }`,
            resolveDir: config.root,
            loader: 'ts',
          },
          bundle: true,
          write: false,
          format: 'iife',
          minify: true,
          target: 'es2022',
          define: { 'import.meta.env': JSON.stringify(config.env) },
        });
        const code = result.outputFiles[0]?.text ?? '';
        const appStartJson = JSON.stringify(start.app).replaceAll('<', '\\u003c');
        return {
          html: start.html,
          tags: [
            ...(start.app
              ? [
                  {
                    tag: 'script',
                    attrs: { type: 'application/json', id: 'app-start' },
                    children: appStartJson,
                    injectTo: 'head-prepend' as const,
                  },
                ]
              : []),
            { tag: 'script', children: code.trim(), injectTo: 'head-prepend' },
          ],
        };
      },
    },
  };
}
