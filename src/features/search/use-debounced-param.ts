import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { searchTextOf } from '../../api/requests';

export const SEARCH_DEBOUNCE_MS = 300;

/** A committed value that stood this long was seen: the next one gets its own history entry. */
const SETTLED_MS = 1500;

// A finished Hangul syllable (가…힣): a Korean input method composes each word's last syllable
// until the next key, so a word ending in one is what was meant, not text still to be converted.
const ENDS_IN_HANGUL_SYLLABLE = /[\uac00-\ud7a3]$/;

/**
 * A text box bound to a URL search parameter: typing updates the box at once and the URL after
 * a pause; a URL change from elsewhere (a chip, Back) refills the box. A search that settled (it
 * stood for a moment, or was submitted) keeps its history entry, so Back returns to it; the
 * steps of one burst of typing replace each other. Nothing is committed while an input method
 * composes (compositionstart…compositionend) text still to be converted (Japanese kana, a lone
 * Korean jamo); Korean whose last syllable is being composed is searched as it stands.
 */
export function useDebouncedParam(name: string, delay = SEARCH_DEBOUNCE_MS) {
  const [params, setParams] = useSearchParams();
  const committed = searchTextOf(params.get(name) ?? '');
  // The parameters a commit builds on: those of a change to this page still on its way (a filter
  // picked while its loaders run) or else the page's. setParams' updater gets those of the
  // render that made it, and a commit runs from a timer set renders earlier: built on them, it
  // would put back the filters picked or cleared since.
  const { pathname } = useLocation();
  const { location: arriving } = useNavigation();
  const base = arriving?.pathname === pathname ? arriving.search : undefined;
  const latest = useRef(params);
  useEffect(() => {
    latest.current = base === undefined ? params : new URLSearchParams(base);
  }, [base, params]);
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // While an input method composes, the box holds unfinished text: nothing is searched.
  const [inComposition, setComposing] = useState(false);
  const composing = inComposition && !ENDS_IN_HANGUL_SYLLABLE.test(draft.trimEnd());
  const committedAt = useRef(0);
  // Terms this box put in the URL that have not arrived there yet: the router runs the page's
  // loaders first, and letters typed meanwhile must not be replaced by the term arriving.
  const [inFlight, setInFlight] = useState<readonly string[]>([]);

  if (committed !== seen) {
    setSeen(committed);
    const own = inFlight.indexOf(committed);
    if (own >= 0) setInFlight(inFlight.slice(own + 1));
    else if (draft.trim() !== committed) setDraft(committed);
  }

  const commit = (value: string, submitted = false) => {
    if (composing) return;
    const next = searchTextOf(value);
    // Enter on what the pause already searched: a second entry of it would make Back look dead.
    if (next === committed) return;
    const settled = submitted || Date.now() - committedAt.current >= SETTLED_MS;
    committedAt.current = Date.now();
    setInFlight((terms) => [...terms, next]);
    const updated = new URLSearchParams(latest.current);
    if (next) updated.set(name, next);
    else updated.delete(name);
    setParams(updated, { replace: !settled });
  };

  useEffect(() => {
    if (composing || draft.trim() === committed) return;
    const timer = setTimeout(() => commit(draft), delay);
    return () => clearTimeout(timer);
    // commit reads the latest parameters through a ref, so it need not be a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, committed, delay, composing]);

  return {
    draft,
    setDraft,
    committed,
    composing,
    setComposing,
    /** Searches `value` (what was typed, or a suggestion picked) at once, as its own entry. */
    commitNow: (value: string = draft) => commit(value, true),
  };
}
