// Which source files a built chunk's bytes come from: every minified byte is given to the source
// its sourcemap segment names, each source's bytes are compressed with gzip -9 on their own, and
// the shares are scaled to the chunk's real gzip -9 size (sources compress better together than
// apart, so only the shares are read, never the separate sizes). Used by bench-js-sources.mjs.
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { gzip9 } from './js-weight.mjs';

/** Source path, without the build's folders, as the repository names it. */
export const repositoryPath = (source) =>
  source.replace(/^(?:\.\.\/)*(?:.*\/)?(?=(?:src|contract|node_modules)\/)/, '');

/**
 * @param {string} code a built chunk
 * @param {string} mapText its sourcemap
 * @returns {{ source: string, gzip: number }[]} each source's share of the chunk's gzip -9 bytes,
 *   largest first; bytes a segment names no source for are `(no source)`
 */
export function gzipBySource(code, mapText) {
  const lines = code.split('\n');
  const segments = [];
  eachMapping(new TraceMap(mapText), (segment) => segments.push(segment));
  const textOf = new Map();
  const add = (source, text) => textOf.set(source, (textOf.get(source) ?? '') + text);
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const line = lines[segment.generatedLine - 1] ?? '';
    const end = next?.generatedLine === segment.generatedLine ? next.generatedColumn : line.length;
    const text = line.slice(segment.generatedColumn, end);
    add(segment.source ? repositoryPath(segment.source) : '(no source)', text);
  });
  const alone = [...textOf].map(([source, text]) => ({ source, gzip: gzip9(text) }));
  const sumAlone = alone.reduce((sum, { gzip }) => sum + gzip, 0);
  const chunk = gzip9(code);
  return alone
    .map(({ source, gzip }) => ({ source, gzip: (gzip / sumAlone) * chunk }))
    .sort((a, b) => b.gzip - a.gzip);
}
