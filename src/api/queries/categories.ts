import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { categoryKeys } from '../keys';
import { CategoryListBodySchema } from '../schemas';

export const categoryQueries = {
  /** M14 */
  list: () =>
    queryOptions({
      queryKey: categoryKeys.list(),
      queryFn: async ({ signal }) => {
        const body = await request('messenger', ['v1', 'category'], CategoryListBodySchema, {
          signal,
        });
        return body.categoryList.map((item) => item.category);
      },
      staleTime: 5 * 60_000,
    }),
};
