import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
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

/**
 * Inlines src/boot/early-boot.ts into index.html's head: the page's first API request and its
 * lazy chunks start with the HTML instead of after the entry script.
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
      async handler(_html, context) {
        const preloads = context.bundle ? routePreloads(context.bundle, config) : {};
        const result = await build({
          stdin: {
            contents:
              `import { startEarlyWork } from ${JSON.stringify(bootModule)};\n` +
              `try { startEarlyWork(window.location, ${JSON.stringify(preloads)}); } catch {}`,
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
        return [{ tag: 'script', children: code.trim(), injectTo: 'head-prepend' }];
      },
    },
  };
}
