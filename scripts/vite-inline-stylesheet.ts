import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * Writes the app's stylesheet into index.html in place of its `<link>`, so the page can
 * paint as soon as the HTML arrives instead of a round trip later (first paint in a throttled
 * browser: 1.42 → 0.78 s, docs/performance.md). The file is still emitted, for anything else
 * that links it.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, href: string) => {
          const asset = Object.values(bundle).find(
            (output) => output.type === 'asset' && href.endsWith(`/${output.fileName}`),
          );
          if (asset?.type !== 'asset') {
            throw new Error(`inline-stylesheet: the build has no ${href}`);
          }
          const { source } = asset;
          const css = typeof source === 'string' ? source : new TextDecoder().decode(source);
          // A closing tag inside the CSS (in a string or comment) would end the element early.
          if (/<\/style/i.test(css)) throw new Error(`inline-stylesheet: ${href} contains </style`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
