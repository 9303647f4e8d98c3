import { createServer, type Plugin, type ResolvedConfig } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';
const SHELL_MODULE = '/src/app/prerender-shell.tsx';

type ShellModule = { prerenderShell: () => string };

/**
 * Renders the app's first frame into index.html's #root at build time (see
 * src/app/prerender-shell.tsx), so the header paints without waiting for any JavaScript.
 */
export function prerenderShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) {
          throw new Error(`prerender-shell: index.html has no ${ROOT_ELEMENT}`);
        }
        const server = await createServer({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const shell = (await server.ssrLoadModule(SHELL_MODULE)) as ShellModule;
          return html.replace(ROOT_ELEMENT, `<div id="root">${shell.prerenderShell()}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
