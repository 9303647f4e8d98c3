import { useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import type { Suggestion } from '../../../contract/discovery';
import { useSearchSuggestions } from '../../api/hooks/use-search-suggestions';
import { useDebouncedValue } from './use-debounced-value';

/** Typing this fast asks once: a pause this long asks for the text typed so far. */
export const SUGGEST_DELAY_MS = 120;

export type SuggestionListState = {
  id: string;
  suggestions: readonly Suggestion[];
  shown: boolean;
  active: number;
  optionId: (index: number) => string;
  onPick: (keyword: string) => void;
};

/**
 * The search box as a combobox with a list of suggestions (WAI-ARIA APG, "list autocomplete
 * with manual selection"): typing opens the list; ↓/↑ move the highlight, which stays on the
 * text box (aria-activedescendant); Enter picks the highlighted one, else searches what was
 * typed; Escape and leaving the box close the list. Nothing shows while an input method composes.
 * Against a server without suggestions the box stays a plain search box (`inputProps` is empty).
 */
export function useSuggestionCombobox({
  draft,
  lang,
  composing,
  onPick,
}: {
  draft: string;
  lang: string;
  composing: boolean;
  onPick: (keyword: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [activeKeyword, setActiveKeyword] = useState<string>();
  const q = useDebouncedValue(draft.trim(), SUGGEST_DELAY_MS);
  const { absent, suggestions } = useSearchSuggestions({ q, lang, enabled: open && !composing });
  const shown = open && !composing && draft.trim() !== '' && suggestions.length > 0;
  // The highlight follows its keyword, so a fresher answer keeps it where it still is.
  const active = shown ? suggestions.findIndex(({ keyword }) => keyword === activeKeyword) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActiveKeyword(undefined);
  };
  const pick = (keyword: string) => {
    close();
    onPick(keyword);
  };

  function move(step: 1 | -1) {
    setOpen(true);
    const count = suggestions.length;
    if (count === 0) return;
    const from = shown ? active : -1;
    const next = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
    setActiveKeyword(suggestions[next]?.keyword);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (composing || event.nativeEvent.isComposing) return;
    const chosen = suggestions[active];
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (chosen) {
          event.preventDefault();
          pick(chosen.keyword);
        } else close();
        break;
      case 'Escape':
        // Open, Escape only closes the list; closed, the box's own Escape clears the text.
        if (shown) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  const inputProps: InputHTMLAttributes<HTMLInputElement> = absent
    ? {}
    : {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': shown,
        'aria-controls': id,
        'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
        onKeyDown,
        onInput: () => {
          setOpen(true);
          setActiveKeyword(undefined);
        },
        onBlur: close,
      };
  const list: SuggestionListState | null = absent
    ? null
    : { id, suggestions, shown, active, optionId, onPick: pick };
  return { inputProps, list };
}
