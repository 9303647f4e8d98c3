import type { Hono } from 'hono';
import { EMPTY, success } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { originOf } from '../../http/origin';
import { toPackage, toPackageWithFlags, yn } from '../../repos/package-row';
import { FLAG_DOWNLOAD, FLAG_HIDDEN, FLAG_WISH } from '../../repos/user-flags';
import { declare, isHead } from '../declare';
import type { RouteDeps } from '../deps';
import { keywordsIn, pageBody, stickerNames, toPackSticker } from '../present';

/** M3 pack info (records the view), M4 sent stickers, M5 viewed packs, M14 categories. */
export function registerPackages(router: Hono, { repos, now }: RouteDeps): void {
  declare(router, 'M3', async (c, input) => {
    const pack = await repos.catalogue.pack(input.packageId);
    if (!pack) throw notFound(`packageId ${input.packageId} is not a sticker pack`);
    const flags =
      isHead(c) || input.record === false
        ? await repos.history.flags(input.userId, input.packageId)
        : await repos.history.recordView(input.userId, input.packageId, now().toISOString());
    const origin = originOf(c);
    const name = stickerNames(repos.search, input);
    return success({
      package: {
        ...keywordsIn(repos.search, input, toPackage(pack.row, origin)),
        isDownload: yn(flags & FLAG_DOWNLOAD),
        isWish: yn(flags & FLAG_WISH),
        isHidden: yn(flags & FLAG_HIDDEN),
        stickers: pack.stickers.map((sticker) =>
          toPackSticker(sticker, origin, name(sticker.sticker_id)),
        ),
      },
    });
  });

  declare(router, 'M4', async (c, input) => {
    const origin = originOf(c);
    const page = await repos.history.sent(input.userId, input);
    const name = stickerNames(repos.search, input);
    return success(
      pageBody('stickerList', page, input, (row) =>
        toPackSticker(row, origin, name(row.sticker_id)),
      ),
    );
  });

  declare(router, 'M5', async (c, input) => {
    const origin = originOf(c);
    const page = await repos.history.viewed(input.userId, input);
    return success(
      pageBody('packageList', page, input, (row) =>
        keywordsIn(repos.search, input, toPackageWithFlags(row, origin)),
      ),
    );
  });

  declare(router, 'M14', async () => {
    const categoryList = (await repos.catalogue.categories()).map((category) => ({ category }));
    return success({ categoryList });
  });

  // Extension: registers a sticker send, listed by M4.
  declare(router, 'send', async (_c, input) => {
    if (!(await repos.catalogue.sticker(input.stickerId))) {
      throw notFound(`stickerId ${input.stickerId} is not a sticker`);
    }
    await repos.history.recordSend(input.userId, input.stickerId, now().toISOString());
    return success(EMPTY);
  });
}
