import type { Hono } from 'hono';
import { EMPTY, success } from '../../http/envelope';
import { numericId, paging, userId } from '../../http/fields';
import { notFound } from '../../http/http-error';
import { readInput } from '../../http/input';
import { originOf } from '../../http/origin';
import { toPackage, yn } from '../../repos/package-row';
import type { RouteDeps } from '../deps';
import { pageBody } from '../present';

/** M10 wish list and M11, which toggles a pack in or out of it. */
export function registerWishes(router: Hono, { repos, now }: RouteDeps): void {
  router.get('/v1/wish/:userId', async (c) => {
    const input = readInput(c, { userId, ...paging });
    const origin = originOf(c);
    const page = await repos.wishes.wishes(input.userId, input);
    return success(
      pageBody('packageList', page, input, (row) => ({
        ...toPackage(row, origin),
        isDownload: yn(row.is_download),
        isWish: yn(row.is_wish),
      })),
    );
  });

  router.put('/v1/wish/:packageId', async (c) => {
    const input = readInput(c, { packageId: numericId, userId });
    if (repos.catalogue.priceOf(input.packageId) === undefined) {
      throw notFound(`packageId ${input.packageId} is not a sticker pack`);
    }
    await repos.wishes.toggle(input.userId, input.packageId, now().toISOString());
    return success(EMPTY);
  });
}
