import type { Hono } from 'hono';
import { EMPTY, success, successBytes } from '../../http/envelope';
import { locale, numericId, paging, userId } from '../../http/fields';
import { notFound } from '../../http/http-error';
import { readInput } from '../../http/input';
import { originOf } from '../../http/origin';
import { toPackageWithFlags } from '../../repos/package-row';
import type { RouteDeps } from '../deps';
import { createPackDetailAnswers } from './pack-detail';
import { pageBody, toPackSticker } from '../present';

/** M3 pack info (records the view), M4 sent stickers, M5 viewed packs, M14 categories. */
export function registerPackages(router: Hono, { repos, now }: RouteDeps): void {
  const packDetail = createPackDetailAnswers(repos.catalogue, repos.search.stickerName);
  router.get('/v1/package/:packageId', async (c) => {
    const input = readInput(c, { packageId: numericId, userId, lang: locale.lang });
    const pack = await packDetail.find(originOf(c), input.packageId, input.lang);
    if (!pack) throw notFound(`packageId ${input.packageId} is not a sticker pack`);
    const at = now().toISOString();
    const flags = await repos.history.recordView(input.userId, input.packageId, at);
    return successBytes(packDetail.bytes(pack, flags));
  });

  router.get('/v1/package/send/:userId', async (c) => {
    const input = readInput(c, { userId, lang: locale.lang, ...paging });
    const origin = originOf(c);
    const page = await repos.history.sent(input.userId, input);
    const name = (stickerId: number) => repos.search.stickerName(stickerId, input.lang);
    return success(
      pageBody('stickerList', page, input, (row) =>
        toPackSticker(row, origin, name(row.sticker_id)),
      ),
    );
  });

  router.get('/v1/package/recent/:userId', async (c) => {
    const input = readInput(c, { userId, ...paging });
    const origin = originOf(c);
    const page = await repos.history.viewed(input.userId, input);
    return success(pageBody('packageList', page, input, (row) => toPackageWithFlags(row, origin)));
  });

  router.get('/v1/category', async () => {
    const categoryList = (await repos.catalogue.categories()).map((category) => ({ category }));
    return success({ categoryList });
  });

  // Extension: registers a sticker send, listed by M4.
  router.post('/v1/analytics/send/:stickerId', async (c) => {
    const input = readInput(c, { stickerId: numericId, userId });
    if (!(await repos.catalogue.sticker(input.stickerId))) {
      throw notFound(`stickerId ${input.stickerId} is not a sticker`);
    }
    await repos.history.recordSend(input.userId, input.stickerId, now().toISOString());
    return success(EMPTY);
  });
}
