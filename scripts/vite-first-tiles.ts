import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const firstTilesModule = fileURLToPath(new URL('../src/app/start/first-tiles.ts', import.meta.url));

/**
 * Builds src/app/start/first-tiles.ts into a script of its own (0.7 kB gzip), loaded async from
 * index.html's head: once a search link's first page (sent by the inline start) answers, it
 * preloads the first still tiles' images, so they load beside the app's script instead of after
 * it. A file of its own, not more inline start: the inline start stays within its 2 kB, and the
 * file is cached like any other asset.
 */
export function firstTilesScript(): Plugin {
  let config: ResolvedConfig;
  let fileName: string | undefined;
  return {
    name: 'first-tiles-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // Before index.html is written, so the page can name the file.
      order: 'pre',
      async handler() {
        const result = await build({
          stdin: {
            contents:
              `import { preloadSearchLinkTiles } from ${JSON.stringify(firstTilesModule)};\n` +
              // A preload that fails leaves the tiles to ask for their images themselves.
              'try { preloadSearchLinkTiles(); } catch {}',
            resolveDir: config.root,
            loader: 'ts',
          },
          bundle: true,
          write: false,
          format: 'iife',
          minify: true,
          target: 'es2022',
        });
        const source = result.outputFiles[0]?.text.trim() ?? '';
        fileName = this.getFileName(
          this.emitFile({ type: 'asset', name: 'first-tiles.js', source }),
        );
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) return [];
        return [
          {
            tag: 'script',
            attrs: { async: true, src: `${config.base}${fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
