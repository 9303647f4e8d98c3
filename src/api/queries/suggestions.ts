import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { stickerKeys, type UserScope } from '../keys';
import { readOptions } from './read-options';
import { readSuggestions } from '../reading';

/**
 * The search-suggestions extension (optional: a server without it answers 4004). The signal
 * lets React Query cancel the request once the text it was for is no longer shown.
 */
export const suggestionsQuery = ({ userId, lang, q }: UserScope & { lang: string; q: string }) =>
  queryOptions({
    queryKey: stickerKeys.suggestions({ userId, lang, q }),
    queryFn: async (context) => {
      const body = await request('messenger', ['v1', 'search', 'suggest'], readSuggestions, {
        query: { userId, q, lang },
        ...readOptions(context),
      });
      return body.items;
    },
    staleTime: 5 * 60_000,
  });
