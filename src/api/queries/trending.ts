import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { stickerKeys, type WordScope } from '../keys';
import { readOptions } from './read-options';
import { readTrending } from '../reading';

/** The trending-terms extension (optional: a server without it answers 4004). */
export const trendingQuery = ({ userId, lang, script }: WordScope) =>
  queryOptions({
    queryKey: stickerKeys.trending({ userId, lang, script }),
    queryFn: async (context) => {
      const body = await request('messenger', ['v1', 'search', 'trending'], readTrending, {
        query: { userId, lang, script },
        ...readOptions(context),
      });
      return body.items;
    },
    staleTime: 5 * 60_000,
  });
