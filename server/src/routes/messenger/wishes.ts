import type { Hono } from 'hono';
import { EMPTY, success } from '../../http/envelope';
import { originOf } from '../../http/origin';
import { toPackage, yn } from '../../repos/package-row';
import { declare } from '../declare';
import type { RouteDeps } from '../deps';
import { requireKnownPack } from '../known-pack';
import { keywordsIn, pageBody } from '../present';

/** M10 wish list and M11, which toggles a pack in or out of it. */
export function registerWishes(router: Hono, { repos, now }: RouteDeps): void {
  declare(router, 'M10', async (c, input) => {
    const origin = originOf(c);
    const page = await repos.wishes.wishes(input.userId, input);
    return success(
      pageBody('packageList', page, input, (row) => ({
        ...keywordsIn(repos.search, input, toPackage(row, origin)),
        isDownload: yn(row.is_download),
        isWish: yn(row.is_wish),
      })),
    );
  });

  declare(router, 'M11', async (_c, input) => {
    requireKnownPack(repos, input.packageId);
    await repos.wishes.toggle(input.userId, input.packageId, now().toISOString());
    return success(EMPTY);
  });
}
