import { useEffect, useRef } from 'react';
import { cn } from '../../components/cn';
import { useT } from '../../i18n';
import type { SuggestionListState } from './use-suggestion-combobox';

/**
 * The listbox under the search box. Options never take focus: a press keeps it in the box
 * (pointerdown does nothing), a click or tap picks. The count is announced as it changes.
 */
export function SuggestionList({
  id,
  suggestions,
  shown,
  active,
  optionId,
  onPick,
}: SuggestionListState) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <>
      <ul
        ref={listRef}
        id={id}
        role="listbox"
        aria-label={t('suggestions.label')}
        hidden={!shown}
        // No taller than the screen leaves under the sticky header and search bar (10rem): the
        // page cannot scroll a list hanging from a stuck bar into view.
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(24rem,calc(100dvh-10rem))] overflow-y-auto rounded-2xl border border-line-strong bg-surface p-1 shadow-lg"
      >
        {shown
          ? suggestions.map((suggestion, index) => (
              // Keys reach the options through the text box (aria-activedescendant), not here.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${suggestion.lang}:${suggestion.keyword}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => onPick(suggestion.keyword)}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-fg hover:bg-sunken',
                  // The focus ring's colour: the plain accent is under 3:1 on the dark theme's list.
                  index === active && 'bg-accent-soft outline-2 outline-accent-text',
                )}
              >
                <span aria-hidden="true" className="w-6 text-center font-emoji text-lg">
                  {suggestion.emoji}
                </span>
                <bdi lang={suggestion.lang || undefined} className="truncate">
                  {suggestion.keyword}
                </bdi>
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {shown ? t('suggestions.count', { count: suggestions.length }) : ''}
      </p>
    </>
  );
}
