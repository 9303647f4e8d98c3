import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { categoryKeys } from '../keys';
import { readM14 } from '../reading';
import { readOptions } from './read-options';

export const categoryQueries = {
  /** M14 */
  list: () =>
    queryOptions({
      queryKey: categoryKeys.list(),
      queryFn: async (context) => {
        const body = await request('messenger', ['v1', 'category'], readM14, readOptions(context));
        // A category listed twice is one category.
        return [...new Set(body.items.map((item) => item.category))];
      },
      staleTime: 5 * 60_000,
    }),
};
