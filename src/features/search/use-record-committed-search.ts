import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRecordSearch } from '../../api/mutations/use-recent-searches';

/** How long results must stay on screen before their tag counts as searched for. */
export const DWELL_BEFORE_RECORDING_MS = 2000;

/** History state of a navigation that chose its search (a chip). */
export const CHOSEN_SEARCH = { chosenSearch: true } as const;

function isChosen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'chosenSearch' in state;
}

/**
 * Records a tag among the recent searches only when the person commits it: Enter (`recordNow`),
 * a chip (CHOSEN_SEARCH), or staying on its results for a moment. The steps of typing are
 * searched with record=N and never recorded. One tag is recorded once in a row.
 */
export function useRecordCommittedSearch(search: { q: string; lang: string; countryCode: string }) {
  const record = useRecordSearch();
  const lastRecorded = useRef('');
  const location = useLocation();
  const { q, lang, countryCode } = search;

  const recordNow = (tag: string) => {
    const term = tag.trim();
    if (!term || term === lastRecorded.current) return;
    lastRecorded.current = term;
    record.mutate({ q: term, lang, countryCode });
  };

  useEffect(() => {
    if (!q) return;
    if (isChosen(location.state)) {
      recordNow(q);
      return;
    }
    const timer = setTimeout(() => recordNow(q), DWELL_BEFORE_RECORDING_MS);
    return () => clearTimeout(timer);
    // recordNow reads the latest locale; the tag and the navigation decide when to record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, location.key]);

  return { recordNow };
}
