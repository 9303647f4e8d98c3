import type { Hono } from 'hono';
import { EMPTY, success } from '../../http/envelope';
import { numericId, searchTerm, userId } from '../../http/fields';
import { notFound } from '../../http/http-error';
import { readInput } from '../../http/input';
import { originOf } from '../../http/origin';
import type { RouteDeps } from '../deps';
import { toSearchSticker } from '../messenger/search';
import { toSticker } from '../present';

export const CAMERA_SEARCH_LIMIT = 100;

/** C2 search, C3 frequently used, C4 reactions, C5 register usage. */
export function registerCameraStickers(router: Hono, { repos, now }: RouteDeps): void {
  router.get('/v1/search', (c) => {
    const input = readInput(c, { userId, searchText: searchTerm });
    const query = { q: input.searchText, lang: 'en', country: 'US' };
    const { rows } = repos.search.search(query, CAMERA_SEARCH_LIMIT, 0);
    const origin = originOf(c);
    return success({ stickerList: rows.map((row) => toSearchSticker(row, origin)) });
  });

  router.get('/v1/sticker/frequently', async (c) => {
    const input = readInput(c, { userId });
    const origin = originOf(c);
    const rows = await repos.camera.frequent(input.userId);
    const stickerList = rows.map((row) =>
      toSticker(row, origin, repos.search.stickerName(row.sticker_id, 'en')),
    );
    return success({ stickerList });
  });

  router.get('/v1/sticker/reaction', async (c) => {
    readInput(c, { userId });
    const origin = originOf(c);
    const rows = await repos.camera.reactions();
    const stickerList = rows.map((row) =>
      toSticker(row, origin, repos.search.stickerName(row.sticker_id, 'en')),
    );
    return success({ stickerList });
  });

  router.post('/v1/analytics/send/:stickerId', async (c) => {
    const input = readInput(c, { stickerId: numericId, userId });
    if (!(await repos.catalogue.sticker(input.stickerId))) {
      throw notFound(`stickerId ${input.stickerId} is not a sticker`);
    }
    await repos.camera.recordUsage(input.userId, input.stickerId, now().toISOString());
    return success(EMPTY);
  });
}
