import type { Hono } from 'hono';
import { EMPTY, success } from '../../http/envelope';
import { notFound } from '../../http/http-error';
import { originOf } from '../../http/origin';
import { toPackageWithFlags, yn } from '../../repos/package-row';
import { declare } from '../declare';
import type { RouteDeps } from '../deps';
import { keywordsIn, pageBody } from '../present';

/** M6 my packs, M7 hidden packs and M8, which toggles a pack between them. */
export function registerMyStickers(router: Hono, { repos }: RouteDeps): void {
  const list = (hidden: boolean) =>
    declare(router, hidden ? 'M7' : 'M6', async (c, input) => {
      const origin = originOf(c);
      const page = await repos.library.owned(input.userId, hidden, input);
      return success(
        pageBody('packageList', page, input, (row) => ({
          ...keywordsIn(repos.search, input, toPackageWithFlags(row, origin)),
          isView: yn(row.is_view),
          order: row.position,
        })),
      );
    });
  list(false);
  list(true);

  declare(router, 'M8', async (_c, input) => {
    const hidden = await repos.library.toggleHidden(input.userId, input.packageId);
    if (hidden === undefined) {
      throw notFound(`packageId ${input.packageId} is not among the packs of this userId`);
    }
    return success(EMPTY);
  });
}
