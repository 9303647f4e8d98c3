// How JavaScript weight is counted in e2e/bundle-budget.spec.ts (bench:web takes the scripts the
// browser parsed from Lighthouse; gzip9 and JS_BUDGET_KB from here): every script the page loads
// (by resource type or JavaScript MIME type, whatever loaded it) plus every executable inline
// <script> of the HTML, each compressed on its own with gzip -9; "as sent" is the transfer size
// the browser saw (inline scripts at their gzip -9 size, as they travel inside the HTML).
import { gzipSync } from 'node:zlib';

/** The goal (issue #26), which `npm run bench:web` checks and reports; not met today. */
export const JS_BUDGET_KB = 115;

/**
 * What the e2e test holds the build to, so growth fails review (a ceiling, not the goal above): a
 * search link measured 174.6 kB when this was set — 163.7 kB for React 19 with the data router,
 * then the interface languages (Lingui and the English messages of the shell and search, +4.0
 * kB), the offline cache and service worker registration (+4.1 kB) and the search suggestions
 * (+1.3 kB). sonner's 9.7 kB loads once the page has loaded, so a notice can show when the
 * network is gone. Raised to 182 on 27 Nov at 178.8 kB (+3.0 kB that day): answers of other
 * servers read safely (image URLs, repeated items, empty-array bodies), a busy service's
 * Retry-After, server text never read as message markup, writes kept and retried when the
 * service cannot be reached. Raised to 184 on 27 Nov at 182.3 kB: the sticker grids' arrow keys
 * (+1.0 kB, one tab stop a grid) and the tabs' waiting writes kept and sent once (+0.4 kB).
 * Raised to 185 on 27 Nov at 184.1 kB (+0.5 kB since 183.6): a write's outcome told to its own
 * user after Settings switched user, an Undo acting only for its user, a repeated notice renewed
 * in sight or brought to the front, focus given back from a toast that goes. Raised to 186 on
 * 28 Nov at 185.1 kB (+1.0 kB since 184.1): Traditional Chinese trending asked in its script, the
 * offline covers' boxes and their retries once online, a refused gift naming its friend; 185.8 kB
 * the same day with still images for reduced motion and forced colours' marks. Raised to 187 on
 * 7 Dec at 186.04 kB (+0.2 kB since 185.9): keyboard focus kept when Load more, Clear filters or
 * a failed search's Retry goes with the list's change, and a spinner that turns in forced colours
 * (the sticker view's new icons load with the view, not the first load). Raised to 188 on 7 Dec
 * at 187.3 kB (+0.4 kB since 186.9): personal lists read again when a page's total disagrees
 * with the first page's, the header badge's first character whole (an emoji, a letter with its
 * marks), the theme and still stickers following another tab, a corrected search naming its
 * list, Settings refusing an empty or too long user id. Raised to 189 the same day at 188.05 kB
 * (+0.75 kB): writes made offline saved as they are made, another tab's writes taken over only
 * after a reload's grace, two tabs taking turns on one choice, writes told to the other tabs,
 * the ids' JSON Schema in the contract. Raised to 190 on 8 Dec at 189.1 kB (+1.05 kB): saved
 * settings, writes and lists read with care (a hand-written user id, an unreadable or foreign
 * entry, lists dated ahead) and the person told when the browser keeps neither, search links
 * read as the box reads typing, a user id with a control character refused, tiles the busy
 * service refused asked for again, the menu and focus following Back, unknown category links.
 */
export const JS_CEILING_KB = 190;

/** kB as Vite prints them: 1 kB = 1000 bytes, one decimal. */
export const kb = (bytes) => Math.round(bytes / 100) / 10;

export const gzip9 = (content) => gzipSync(content, { level: 9 }).length;

const JAVASCRIPT_MIME = /(java|ecma)script/i;
/** `type` values a browser executes; JSON and other data blocks are not JavaScript run. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

export function isScriptResource(resourceType, mimeType) {
  return resourceType?.toLowerCase() === 'script' || JAVASCRIPT_MIME.test(mimeType ?? '');
}

/** The contents of the HTML's executable inline scripts, in document order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, content] = match;
    if (/\bsrc\s*=/i.test(attributes) || content.trim() === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE_TYPES.has(type.trim().toLowerCase())) scripts.push(content);
  }
  return scripts;
}

/**
 * @param {{ url: string, body: Buffer | string, sentBytes: number }[]} files script responses
 * @param {string[]} inline executable inline scripts
 */
export function countJs(files, inline) {
  const counted = [
    ...files.map(({ url, body, sentBytes }) => ({
      source: new URL(url).pathname,
      bytes: Buffer.byteLength(body),
      gzip: gzip9(body),
      sent: sentBytes,
    })),
    ...inline.map((content, i) => {
      const gzip = gzip9(content);
      return { source: `inline #${i + 1}`, bytes: Buffer.byteLength(content), gzip, sent: gzip };
    }),
  ];
  const sum = (key) => counted.reduce((total, file) => total + file[key], 0);
  return { files: counted, gzip: sum('gzip'), sent: sum('sent'), bytes: sum('bytes') };
}

/** One line a file, for test and benchmark output. */
export function describeJs(count) {
  return [
    `${count.files.length} scripts: ${kb(count.gzip)} kB gzip -9, ${kb(count.sent)} kB as sent`,
    ...count.files.map(
      (f) =>
        `  ${f.source}: ${kb(f.gzip)} kB gzip -9, ${kb(f.sent)} kB sent, ${kb(f.bytes)} kB raw`,
    ),
  ].join('\n');
}
