import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNaming } from '../../lib/naming';
import { useSettings } from '../../lib/settings';
import { isFeatureAbsent } from '../optional-feature';
import { suggestionsQuery } from '../queries/suggestions';
import { SEARCH_TEXT_MAX, searchTextOf } from '../requests';

/**
 * Suggestions for `q` in `lang` (the search-suggestions extension). While the next answer loads
 * the previous one stays, so the list does not flicker between keystrokes. Once the server says
 * it has no such extension (4004), nothing more is asked and `absent` is true.
 */
export function useSearchSuggestions({
  q,
  lang,
  enabled,
}: {
  q: string;
  lang: string;
  enabled: boolean;
}) {
  const { userId } = useSettings();
  const [absent, setAbsent] = useState(false);
  const naming = useNaming(lang);
  // A pasted tab is a space, as in the search itself; text past the box's limit asks nothing.
  const text = q.length > SEARCH_TEXT_MAX ? '' : searchTextOf(q);
  const query = useQuery({
    ...suggestionsQuery({ userId, ...naming, q: text }),
    enabled: enabled && !absent && text !== '',
    placeholderData: keepPreviousData,
  });
  const absentNow = query.isError && isFeatureAbsent(query.error);
  if (absentNow && !absent) setAbsent(true);
  return {
    absent: absent || absentNow,
    suggestions: query.isError ? [] : (query.data ?? []),
  };
}
