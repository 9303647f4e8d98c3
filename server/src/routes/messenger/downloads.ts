import type { Hono } from 'hono';
import { ResultCode } from '../../../../contract/error-codes';
import { EMPTY, success, warning } from '../../http/envelope';
import { originOf } from '../../http/origin';
import { toPackageWithFlags } from '../../repos/package-row';
import { declare } from '../declare';
import type { RouteDeps } from '../deps';
import { requireKnownPack } from '../known-pack';
import { keywordsIn, pageBody } from '../present';

/** M9 download history and the download/purchase extension. */
export function registerDownloads(router: Hono, { repos, now }: RouteDeps): void {
  declare(router, 'M9', async (c, input) => {
    const origin = originOf(c);
    const page = await repos.library.downloads(input.userId, input);
    return success(
      pageBody('packageList', page, input, (row) =>
        keywordsIn(repos.search, input, toPackageWithFlags(row, origin)),
      ),
    );
  });

  declare(router, 'download', async (_c, input) => {
    const listPrice = requireKnownPack(repos, input.packageId);
    const isPurchase = input.isPurchase ?? false;
    const acquired = await repos.library.acquire({
      userId: input.userId,
      packageId: input.packageId,
      isPurchase,
      price: isPurchase ? (input.price ?? listPrice) : 0,
      at: now().toISOString(),
    });
    if (!acquired) {
      return warning(
        ResultCode.alreadyPurchased,
        `packageId ${input.packageId} is already purchased by this userId`,
      );
    }
    return success(EMPTY);
  });
}
