import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { success } from '../../http/envelope';
import { optionalFlag, optionalText, paging, userId } from '../../http/fields';
import { optional, readInput } from '../../http/input';
import { originOf } from '../../http/origin';
import { offsetOf } from '../../http/page-map';
import { toPackage } from '../../repos/package-row';
import type { RouteDeps } from '../deps';
import { pageBody } from '../present';

const PERIOD_DAYS: Record<string, number> = { daily: 1, weekly: 7, monthly: 30 };

export const period = optional(
  z.pipe(
    z.string().check(z.regex(/^(daily|weekly|monthly)$/i)),
    z.transform((name) => PERIOD_DAYS[name.toLowerCase()] ?? 0),
  ),
  'must be Daily, Weekly, Monthly or empty',
);

const DAY_MS = 86_400_000;

/** C1: the package ranking, by usage and downloads in the period, with optional filters. */
export function registerCameraPackages(router: Hono, { repos, now }: RouteDeps): void {
  router.get('/v1/package', async (c) => {
    const input = readInput(c, {
      userId,
      date: period,
      category: optionalText,
      animated: optionalFlag,
      country: optionalText,
      searchText: optionalText,
      ...paging,
    });
    const days = input.date;
    const filter = {
      days: days ?? 0,
      sinceDay:
        days === undefined
          ? ''
          : new Date(now().getTime() - days * DAY_MS).toISOString().slice(0, 10),
      category: input.category ?? null,
      animated: input.animated === undefined ? null : Number(input.animated),
      country: input.country ?? null,
      search: input.searchText?.trim().toLowerCase() || null,
    };
    const page = await repos.camera.ranking(filter, input);
    const origin = originOf(c);
    const first = offsetOf(input) + 1;
    return success(
      pageBody('packageList', page, input, (row, index) => ({
        ...toPackage(row, origin),
        onOff: row.on_off,
        lOrder: first + index,
        packageDate: row.created_at,
      })),
    );
  });
}
