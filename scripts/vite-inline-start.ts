import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import type { RouteChunks } from '../src/app/start/inline-start.ts';
import type { StartRoute } from '../src/app/start/first-request.ts';

const startModule = fileURLToPath(new URL('../src/app/start/inline-start.ts', import.meta.url));
const firstImagesModule = fileURLToPath(
  new URL('../src/app/start/first-images.ts', import.meta.url),
);

/** The route modules of the pages whose first request the inline start sends. */
const ROUTE_MODULES: Record<StartRoute, string> = {
  search: 'src/routes/search.tsx',
  start: 'src/features/search/start-page.tsx',
  pack: 'src/routes/pack-detail.tsx',
};

type OutputBundle = Rolldown.OutputBundle;

/** Every chunk a chunk statically imports, itself included. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** Per route, the chunks its module needs that the entry does not load already. */
function routeChunks(bundle: OutputBundle, config: ResolvedConfig): RouteChunks {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
  const result: Partial<Record<StartRoute, string[]>> = {};
  for (const [route, module] of Object.entries(ROUTE_MODULES) as [StartRoute, string][]) {
    const chunk = chunks.find((candidate) =>
      candidate.moduleIds.includes(`${config.root}/${module}`),
    );
    if (!chunk) throw new Error(`inline start: no chunk is built from ${module}`);
    result[route] = [...staticClosure(bundle, chunk.fileName)]
      .filter((file) => !loadedByEntry.has(file))
      .map((file) => `${config.base}${file}`);
  }
  return result;
}

/**
 * `contents` (TypeScript importing the app's modules) bundled into one minified script that runs
 * before the app: each build value written in place, as Vite writes them; a value the build does
 * not set reads as undefined from an empty object instead of carrying the whole environment.
 */
async function pageScript(contents: string, config: ResolvedConfig): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: config.root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: {
      'import.meta.env': '{}',
      ...Object.fromEntries(
        Object.entries(config.env).map(([key, value]) => [
          `import.meta.env.${key}`,
          JSON.stringify(value),
        ]),
      ),
    },
  });
  return result.outputFiles[0]?.text.trim() ?? '';
}

/**
 * Inlines src/app/start/inline-start.ts into index.html's head, so a shared search or pack link
 * sends its API request and asks for its route's chunks while the HTML is still being parsed;
 * in a build, also emits the first images' script (first-images.ts) that those pages load.
 */
export function inlineStart(): Plugin {
  let config: ResolvedConfig;
  let firstImagesScript: string | undefined;
  return {
    name: 'inline-start',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // Before index.html is written, so the inline start can name the file.
      order: 'pre',
      async handler() {
        // The first images' preload (first-images.ts) as a file of its own, which the inline
        // start loads on the pages whose first request it sends: inline, it would take the
        // start from 1.8 to 2.4 kB. The inline start names the page's route on the script.
        const source = await pageScript(
          `import { preloadLinkImages } from ${JSON.stringify(firstImagesModule)};\n` +
            // A preload that fails leaves the page to ask for its images itself.
            'try { preloadLinkImages(document.currentScript?.dataset.route); } catch {}',
          config,
        );
        const reference = this.emitFile({ type: 'asset', name: 'first-images.js', source });
        firstImagesScript = `${config.base}${this.getFileName(reference)}`;
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        const chunks = context.bundle ? routeChunks(context.bundle, config) : {};
        const scriptArgument = firstImagesScript ? `, ${JSON.stringify(firstImagesScript)}` : '';
        const code = await pageScript(
          `import { startFirstRequest } from ${JSON.stringify(startModule)};\n` +
            // Whatever goes wrong here, the app itself still loads and asks again.
            `try { startFirstRequest(location, ${JSON.stringify(chunks)}${scriptArgument}); } catch {}`,
          config,
        );
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
      },
    },
  };
}
