import type { Hono } from 'hono';
import { EMPTY, success } from '../../http/envelope';
import { numericId, paging, userId } from '../../http/fields';
import { notFound } from '../../http/http-error';
import { readInput } from '../../http/input';
import { originOf } from '../../http/origin';
import { toPackageWithFlags, yn } from '../../repos/package-row';
import type { RouteDeps } from '../deps';
import { pageBody } from '../present';

/** M6 my packs, M7 hidden packs and M8, which toggles a pack between them. */
export function registerMyStickers(router: Hono, { repos }: RouteDeps): void {
  const list = (hidden: boolean) =>
    router.get(hidden ? '/v1/mysticker/hide/:userId' : '/v1/mysticker/:userId', async (c) => {
      const input = readInput(c, { userId, ...paging });
      const origin = originOf(c);
      const page = await repos.library.owned(input.userId, hidden, input);
      return success(
        pageBody('packageList', page, input, (row) => ({
          ...toPackageWithFlags(row, origin),
          isView: yn(row.is_view),
          order: row.position,
        })),
      );
    });
  list(false);
  list(true);

  router.put('/v1/mysticker/hide/:userId/:packageId', async (c) => {
    const input = readInput(c, { userId, packageId: numericId });
    const hidden = await repos.library.toggleHidden(input.userId, input.packageId);
    if (hidden === undefined) {
      throw notFound(`packageId ${input.packageId} is not among the packs of this userId`);
    }
    return success(EMPTY);
  });
}
