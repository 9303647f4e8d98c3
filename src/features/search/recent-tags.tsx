import { useRef } from 'react';
import { Link } from 'react-router';
import { useRecentSearches } from '../../api/hooks/use-sticker-queries';
import { describeError } from '../../api/describe-error';
import { useRemoveRecentSearch } from '../../api/mutations/use-remove-recent-search';
import { useClearRecentSearches } from '../../api/mutations/use-recent-searches';
import { notifyOutcome } from '../../components/toast/notify-outcome';
import { CloseIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useFocusAfterRemoval } from '../../components/use-focus-after-removal';
import { useT } from '../../i18n';
import { CHOSEN_SEARCH } from './use-record-committed-search';
import { waitsForNetwork } from '../../shared/offline/waits-for-network';

const chipPart =
  'inline-flex min-h-9 items-center border border-line bg-surface text-sm font-medium ' +
  'transition-colors hover:border-accent-text hover:text-accent-text motion-reduce:transition-none';

/** Every state of the line is one chip high (36 px) with the same room below. */
const ROW_CLASS = 'flex gap-2 pb-2';

/**
 * The user's recent tags as chips in one line that scrolls: each opens its search, its × removes
 * it for good. Loading, empty and failed, the line keeps one chip's height, so the rows below
 * never move when the answer comes.
 */
export default function RecentTags({ hrefFor }: { hrefFor: (tag: string) => string }) {
  const t = useT();
  const recent = useRecentSearches();
  const remove = useRemoveRecentSearch();
  const clear = useClearRecentSearches();
  const tags = recent.data ?? [];
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A removed chip's × hands focus to the chip now in its place (or the one before it).
  useFocusAfterRemoval(sectionRef);
  const clearAll = () => {
    // The button leaves with the chips: focus waits on the heading rather than the page's top.
    headingRef.current?.focus();
    notifyOutcome(clear.mutateAsync(), {
      success: () => ({ message: t('recentSearches.cleared'), tone: 'success' }),
      error: (error) => t('recentSearches.clearFailed', { reason: describeError(error).title }),
    });
  };
  return (
    <section ref={sectionRef} aria-labelledby="recent-heading" className="mt-6">
      <div className="mb-3 flex min-h-6 items-center justify-between gap-2">
        <h2
          ref={headingRef}
          id="recent-heading"
          tabIndex={-1}
          className="rounded-sm text-sm font-semibold text-muted"
        >
          {t('recentSearches.heading')}
        </h2>
        {tags.length > 0 ? (
          <button
            type="button"
            aria-label={t('recentSearches.clearAllLabel')}
            disabled={clear.isPending}
            onClick={clearAll}
            className="rounded-full px-2 text-sm font-medium text-accent-text hover:underline"
          >
            {t('recentSearches.clearAll')}
          </button>
        ) : null}
      </div>
      {recent.isPending && !waitsForNetwork(recent) ? (
        <div aria-hidden="true" className={`${ROW_CLASS} overflow-hidden`}>
          {[64, 88, 56, 72].map((w) => (
            <Skeleton key={w} className="h-9 shrink-0 rounded-full" style={{ width: w }} />
          ))}
        </div>
      ) : recent.isError || waitsForNetwork(recent) || tags.length === 0 ? (
        <p className={`${ROW_CLASS} h-11 items-center text-sm text-muted`}>
          {recent.isError || waitsForNetwork(recent)
            ? t('recentSearches.unavailable')
            : t('recentSearches.empty')}
        </p>
      ) : (
        <ul className={`${ROW_CLASS} [scrollbar-width:thin] overflow-x-auto`}>
          {tags.map((tag) => (
            <li key={tag} className="flex shrink-0">
              <Link
                to={hrefFor(tag)}
                state={CHOSEN_SEARCH}
                className={`${chipPart} gap-1 rounded-s-full ps-3 pe-2`}
              >
                {/* VS16 asks for the colour emoji, which a medium-weight fallback font lacks. */}
                <span aria-hidden="true">{'\u{1F558}\u{FE0F}'}</span>
                <bdi>{tag}</bdi>
              </Link>
              <button
                type="button"
                aria-label={t('recentSearches.remove', { tag })}
                onClick={() => remove.mutate(tag)}
                className={`${chipPart} -ms-px rounded-e-full ps-2 pe-2.5 text-muted`}
              >
                <CloseIcon aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
