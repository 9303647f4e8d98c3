import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { request } from '../client';
import { stickerKeys } from '../keys';
import { EmptyBodySchema } from '../../../contract';

/**
 * Removes one tag from the user's recent searches (the service's DELETE extension), at once in
 * the cached list; back on failure, and M2 is read again either way.
 */
export function useRemoveRecentSearch() {
  const client = useQueryClient();
  const { userId } = useSettings();
  const queryKey = stickerKeys.recentSearches({ userId });
  return useMutation({
    mutationFn: (tag: string) =>
      request('messenger', ['v1', 'search', 'recent', userId], EmptyBodySchema, {
        method: 'DELETE',
        query: { q: tag },
      }),
    onMutate: async (tag: string) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<string[]>(queryKey);
      const folded = tag.toLowerCase();
      client.setQueryData<string[]>(queryKey, (tags) =>
        tags?.filter((item) => item.toLowerCase() !== folded),
      );
      return { previous };
    },
    onError: (_error, _tag, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
