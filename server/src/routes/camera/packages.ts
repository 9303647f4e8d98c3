import type { Hono } from 'hono';
import { success } from '../../http/envelope';
import { originOf } from '../../http/origin';
import { offsetOf } from '../../http/page-map';
import { toPackage } from '../../repos/package-row';
import { declare } from '../declare';
import type { RouteDeps } from '../deps';
import { keywordsIn, pageBody } from '../present';

const PERIOD_DAYS = { daily: 1, weekly: 7, monthly: 30 } as const;

const DAY_MS = 86_400_000;

/** C1: the package ranking, by usage and downloads in the period, with optional filters. */
export function registerCameraPackages(router: Hono, { repos, now }: RouteDeps): void {
  declare(router, 'C1', async (c, input) => {
    const days = input.date === undefined ? undefined : PERIOD_DAYS[input.date];
    const filter = {
      days: days ?? 0,
      sinceDay:
        days === undefined
          ? ''
          : new Date(now().getTime() - days * DAY_MS).toISOString().slice(0, 10),
      category: input.category ?? null,
      animated: input.animated === undefined ? null : Number(input.animated),
      country: input.country ?? null,
      search: input.searchText?.trim() || null,
    };
    const page = await repos.camera.ranking(filter, input);
    const origin = originOf(c);
    const first = offsetOf(input) + 1;
    return success(
      pageBody('packageList', page, input, (row, index) => ({
        ...keywordsIn(repos.search, input, toPackage(row, origin)),
        onOff: row.on_off,
        lOrder: first + index,
        packageDate: row.created_at,
      })),
    );
  });
}
