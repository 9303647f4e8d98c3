import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../lib/settings';
import { request } from '../client';
import { stickerKeys, type LocaleScope } from '../keys';
import type { BodyReader } from '../reading/body-reader';
import { recordSearchRequest } from '../requests';
import { EmptyBodySchema } from '../../../contract';

// The search page's own chunk holds this module, so it does not import the readers of every page.
const ignoreBody = {
  safeParse: () => ({ success: true, data: undefined }),
} satisfies BodyReader<undefined>;

/** Records a committed search (one M1 without record=N); M2 is read again after. */
export function useRecordSearch() {
  const client = useQueryClient();
  const { userId } = useSettings();
  return useMutation({
    mutationFn: (search: Omit<LocaleScope, 'userId'> & { q: string }) => {
      const { group, path, query } = recordSearchRequest({ ...search, userId });
      return request(group, path, ignoreBody, { query });
    },
    onSettled: () => client.invalidateQueries({ queryKey: stickerKeys.recentSearches({ userId }) }),
  });
}

/** Clears all of the user's recent searches (the service's DELETE extension without q). */
export function useClearRecentSearches() {
  const client = useQueryClient();
  const { userId } = useSettings();
  const queryKey = stickerKeys.recentSearches({ userId });
  return useMutation({
    mutationFn: () =>
      request('messenger', ['v1', 'search', 'recent', userId], EmptyBodySchema, {
        method: 'DELETE',
      }),
    onMutate: async () => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<string[]>(queryKey);
      client.setQueryData<string[]>(queryKey, []);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
