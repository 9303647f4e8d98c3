import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { messageUses, type Catalogue } from './i18n/catalogues.ts';

/**
 * `import … from './catalogues/<locale>.json?catalogue=<part>'`: the catalogue compiled for
 * @lingui/core (ICU parsed at build time, so no parser ships), with English for each message not
 * translated yet. English comes in two parts: `first`, the messages the shell and the search page
 * use (what a search link needs before it can be used), and `rest`, fetched with any other page;
 * `all` is a whole catalogue, one chunk per language.
 */
const CATALOGUE_IMPORT = /\.json\?catalogue=(first|rest|all)$/;

/**
 * Source files whose messages are in the first part (ids are matched to files by their use): the
 * shell and the search page with its results, not the start page's shelves (a chunk of their own,
 * which waits for the rest beside its code).
 */
// Copy's toasts wait for the rest (use-copy-sticker.ts): the copy itself is under way meanwhile.
const FIRST_LOAD_SOURCES =
  /^src\/(app|api|components(?!\/stickers\/use-copy-sticker)|i18n|lib|shared)\/|^src\/routes\/search\.tsx$|^src\/features\/search\/(?!(start-page|recent-tags|trending-shelf|trending-terms|new-shelf|sent-shelf|shelf|suggested-tags|pack-shelf|scroll-row)\.tsx$)/;

function readCatalogue(path: string): Catalogue {
  return JSON.parse(readFileSync(path, 'utf8')) as Catalogue;
}

function firstLoadIds(english: Catalogue): Set<string> {
  const uses = messageUses(Object.keys(english));
  return new Set(
    [...uses]
      .filter(([, files]) => files.some((file) => FIRST_LOAD_SOURCES.test(file)))
      .map(([id]) => id),
  );
}

/**
 * Lingui's compiled tokens, plain messages included: `i18n._` takes a bare string for an
 * uncompiled message and warns on every call (the runtime carries no compiler).
 */
function compile(message: string) {
  const tokens = compileMessageOrThrow(message);
  return tokens.every((token) => typeof token === 'string') ? [tokens.join('')] : tokens;
}

/** App source files, whose message ids a production build shortens. */
const APP_SOURCE = /\/src\/(?!.*\.test\.tsx?$).*\.tsx?$/;

/**
 * In a production build each message id is shipped as a short one (its place among the English
 * ids, base 36), in the catalogues and in the code alike: the ids are type-checked names for
 * people, not words the page needs, and they cost a search link's first load some 1.2 kB gzip.
 */
function shortIds(english: Catalogue): Map<string, string> {
  return new Map(Object.keys(english).map((id, index) => [id, index.toString(36)]));
}

export function catalogues(): Plugin {
  let shorten = false;
  let appEnglish: string | undefined;
  return {
    name: 'catalogues',
    enforce: 'pre',
    configResolved(config) {
      shorten = config.command === 'build';
      appEnglish = join(config.root, 'src', 'i18n', 'catalogues', 'en.json');
    },
    transform(source, id) {
      const part = CATALOGUE_IMPORT.exec(id)?.[1];
      if (!part) {
        if (!shorten || !appEnglish || !APP_SOURCE.test(id.split('?')[0] ?? id)) return undefined;
        const short = shortIds(readCatalogue(appEnglish));
        const code = source.replace(
          /(['"`])([a-z][\w-]*(?:\.[\w-]+)+)\1/g,
          (literal, quote: string, messageId: string) => {
            const replacement = short.get(messageId);
            return replacement === undefined ? literal : `${quote}${replacement}${quote}`;
          },
        );
        return code === source ? undefined : { code, map: null };
      }
      const file = id.split('?')[0] ?? id;
      const englishFile = join(dirname(file), 'en.json');
      this.addWatchFile(file);
      this.addWatchFile(englishFile);
      const english = readCatalogue(englishFile);
      const own = readCatalogue(file);
      const first = part === 'all' ? undefined : firstLoadIds(english);
      const ids = Object.keys(english).filter(
        (messageId) => !first || first.has(messageId) === (part === 'first'),
      );
      const short = shorten ? shortIds(english) : undefined;
      const compiled = Object.fromEntries(
        ids.map((messageId) => [
          short?.get(messageId) ?? messageId,
          compile(own[messageId] || english[messageId] || ''),
        ]),
      );
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
        map: null,
        // Rolldown tells module types by extension: this .json is JavaScript now.
        moduleType: 'js',
      };
    },
  };
}
