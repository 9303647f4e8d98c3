import type { Hono } from 'hono';
import { ResultCode } from '../../../../contract/error-codes';
import { EMPTY, success, warning } from '../../http/envelope';
import { numericId, optionalFlag, optionalPrice, paging, userId } from '../../http/fields';
import { notFound } from '../../http/http-error';
import { readInput } from '../../http/input';
import { originOf } from '../../http/origin';
import { toPackageWithFlags } from '../../repos/package-row';
import type { RouteDeps } from '../deps';
import { pageBody } from '../present';

/** M9 download history and the download/purchase extension. */
export function registerDownloads(router: Hono, { repos, now }: RouteDeps): void {
  router.get('/v1/download/:userId', async (c) => {
    const input = readInput(c, { userId, ...paging });
    const origin = originOf(c);
    const page = await repos.library.downloads(input.userId, input);
    return success(pageBody('packageList', page, input, (row) => toPackageWithFlags(row, origin)));
  });

  router.post('/v1/download/:packageId', async (c) => {
    const input = readInput(c, {
      packageId: numericId,
      userId,
      isPurchase: optionalFlag,
      price: optionalPrice,
    });
    const listPrice = repos.catalogue.priceOf(input.packageId);
    if (listPrice === undefined) {
      throw notFound(`packageId ${input.packageId} is not a sticker pack`);
    }
    const isPurchase = input.isPurchase ?? false;
    if (isPurchase && (await repos.library.ownership(input.userId, input.packageId))?.is_purchase) {
      return warning(
        ResultCode.alreadyPurchased,
        `packageId ${input.packageId} is already purchased by this userId`,
      );
    }
    await repos.library.acquire({
      userId: input.userId,
      packageId: input.packageId,
      isPurchase,
      price: isPurchase ? (input.price ?? listPrice) : 0,
      at: now().toISOString(),
    });
    return success(EMPTY);
  });
}
