import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { stickerKeys, type WordScope } from '../keys';
import { readOptions } from './read-options';
import { readSuggestions } from '../reading';

/**
 * The search-suggestions extension (optional: a server without it answers 4004). The signal
 * lets React Query cancel the request once the text it was for is no longer shown.
 */
export const suggestionsQuery = ({ userId, lang, script, q }: WordScope & { q: string }) =>
  queryOptions({
    queryKey: stickerKeys.suggestions({ userId, lang, script, q }),
    queryFn: async (context) => {
      const body = await request('messenger', ['v1', 'search', 'suggest'], readSuggestions, {
        query: { userId, q, lang, script },
        ...readOptions(context),
      });
      return body.items;
    },
    staleTime: 5 * 60_000,
  });
