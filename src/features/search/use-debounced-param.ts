import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text box bound to a URL search parameter: typing updates the box at once and the URL after
 * a pause; a URL change from elsewhere (a chip, Back) refills the box.
 */
export function useDebouncedParam(name: string, delay = SEARCH_DEBOUNCE_MS) {
  const [params, setParams] = useSearchParams();
  const committed = params.get(name) ?? '';
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);

  if (committed !== seen) {
    setSeen(committed);
    if (draft.trim() !== committed) setDraft(committed);
  }

  const commit = (value: string) => {
    const next = value.trim();
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(() => commit(draft), delay);
    return () => clearTimeout(timer);
    // commit only reads the latest params through the updater, so it need not be a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, committed, delay]);

  return { draft, setDraft, committed, commitNow: () => commit(draft) };
}
