import type { Hono } from 'hono';
import { EMPTY, success } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { originOf } from '../../http/origin';
import { declare } from '../declare';
import type { RouteDeps } from '../deps';
import { toSearchSticker } from '../messenger/search';
import { stickerNames, toSticker } from '../present';

export const CAMERA_SEARCH_LIMIT = 100;

/** C2 search, C3 frequently used, C4 reactions, C5 register usage. */
export function registerCameraStickers(router: Hono, { repos, now }: RouteDeps): void {
  declare(router, 'C2', (c, input) => {
    const query = { q: input.searchText, lang: input.lang, country: 'US' };
    const { rows } = repos.search.search(query, CAMERA_SEARCH_LIMIT, 0);
    const origin = originOf(c);
    const name = stickerNames(repos.search, input);
    return success({
      stickerList: rows.map((row) => toSearchSticker(row, origin, name(row.sticker_id))),
    });
  });

  declare(router, 'C3', async (c, input) => {
    const origin = originOf(c);
    const rows = await repos.camera.frequent(input.userId);
    const name = stickerNames(repos.search, input);
    const stickerList = rows.map((row) => toSticker(row, origin, name(row.sticker_id)));
    return success({ stickerList });
  });

  declare(router, 'C4', async (c, input) => {
    const origin = originOf(c);
    const rows = await repos.camera.reactions();
    const name = stickerNames(repos.search, input);
    const stickerList = rows.map((row) => toSticker(row, origin, name(row.sticker_id)));
    return success({ stickerList });
  });

  declare(router, 'C5', async (_c, input) => {
    if (!(await repos.catalogue.sticker(input.stickerId))) {
      throw notFound(`stickerId ${input.stickerId} is not a sticker`);
    }
    await repos.camera.recordUsage(input.userId, input.stickerId, now().toISOString());
    return success(EMPTY);
  });
}
