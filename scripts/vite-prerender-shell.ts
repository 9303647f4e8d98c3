import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { EarlyRoute } from '../src/boot/route-modules.ts';
import { earlyFrameId } from '../src/boot/early-frames.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const SHELL_MODULE = '/src/app/prerender-shell.tsx';

type ShellModule = {
  prerenderShell: () => string;
  prerenderEarlyFrames: () => Promise<Record<EarlyRoute, string>>;
};

/**
 * Renders the app's first frame into index.html's #root at build time (see
 * src/app/prerender-shell.tsx), so the header paints without waiting for any JavaScript, and
 * the frames the early script fills in (src/boot/early-paint.ts) into `<template>`s beside it.
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
          const templates = Object.entries(await shell.prerenderEarlyFrames())
            .map(
              ([route, frame]) =>
                `<template id="${earlyFrameId(route as EarlyRoute)}">${frame}</template>`,
            )
            .join('');
          return html.replace(
            ROOT_ELEMENT,
            `<div id="root">${shell.prerenderShell()}</div>${templates}`,
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
