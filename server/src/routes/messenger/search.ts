import type { Hono } from 'hono';
import { EMPTY, sizedSuccess, success } from '../../http/envelope';
import { originOf } from '../../http/origin';
import { offsetOf } from '../../http/page-map';
import { imageUrl } from '../../images';
import type { SearchRow } from '../../repos/search-repo';
import { spellIn } from '../../search/han-script';
import { declare, isHead } from '../declare';
import type { RouteDeps } from '../deps';
import { pageBody, stickerNames } from '../present';

/**
 * {stickerId, keyword, stickerImg} and the extensions packageId, packageName and stickerName: every
 * result carries the tag matched, so a client tells them apart by the sticker's own name.
 */
export const toSearchSticker = (row: SearchRow, origin: string, stickerName?: string) => ({
  stickerId: row.sticker_id,
  keyword: row.keyword,
  stickerImg: imageUrl(origin, row.image_key, row.animation),
  packageId: row.package_id,
  packageName: row.package_name,
  stickerName,
});

/**
 * M1 sticker search, M2 recent tags, and the extensions: removing one recent tag or all,
 * suggestions and trending terms. M1 records the tag (the corrected one after a typo) only when it
 * found stickers and the client did not ask it not to (`record=N`), before it answers; a HEAD
 * request, which must change nothing, records nothing.
 */
export function registerSearch(router: Hono, { repos, now }: RouteDeps): void {
  declare(router, 'M1', async (c, input) => {
    const query = { q: input.q, lang: input.lang, country: input.countryCode };
    const page = repos.search.search(query, input.limit, offsetOf(input));
    if (page.total > 0 && input.record !== false && !isHead(c)) {
      const tag = page.correctedQuery ?? input.q;
      await repos.history.recordSearch(input.userId, tag, now().toISOString(), input.lang);
    }
    const origin = originOf(c);
    const name = stickerNames(repos.search, input);
    const body = pageBody('stickerList', page, input, (row) =>
      toSearchSticker(row, origin, name(row.sticker_id)),
    );
    const { correctedQuery } = page;
    return success(correctedQuery === undefined ? body : { ...body, correctedQuery });
  });

  declare(router, 'M2', async (_c, input) => {
    const tags = await repos.history.recentSearches(input.userId);
    const keywordList = tags.map((keyword) => ({ keyword }));
    return success({ keywordList });
  });

  // Extension: keywords starting with what was typed; records nothing. Sized, so that a list
  // under compress()'s threshold goes out as it is: it is asked for at every keystroke.
  declare(router, 'suggest', (_c, input) => {
    const { script } = input;
    const suggestions = repos.search.suggest(input.q, input.lang);
    const suggestionList = script
      ? suggestions.map((s) => ({ ...s, keyword: spellIn(s.lang, script, s.keyword) }))
      : suggestions;
    return sizedSuccess({ suggestionList });
  });

  // Extension: the terms most users of the language searched (and found) in the last 7 days,
  // Chinese ones in the script asked for (both scripts' searches of a word count as one).
  declare(router, 'trending', async (_c, input) => {
    const { script } = input;
    const terms = await repos.trends.trending(input.lang, now().toISOString());
    return success({
      keywordList: terms.map(({ keyword, users }) => ({
        keyword: spellIn(input.lang, script, keyword),
        userCount: users,
      })),
    });
  });

  declare(router, 'forgetSearch', async (_c, input) => {
    await repos.history.forgetSearch(input.userId, input.q);
    return success(EMPTY);
  });
}
