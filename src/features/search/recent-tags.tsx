import { Link } from 'react-router';
import { useRecentSearches } from '../../api';
import { useRemoveRecentSearch } from '../../api/actions';
import { CloseIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';

const chipPart =
  'inline-flex min-h-9 items-center border border-line bg-surface text-sm font-medium ' +
  'transition-colors hover:border-accent-text hover:text-accent-text motion-reduce:transition-none';

/** The user's recent tags as chips: each opens its search, its × removes it for good. */
export default function RecentTags({ hrefFor }: { hrefFor: (tag: string) => string }) {
  const recent = useRecentSearches();
  const remove = useRemoveRecentSearch();
  const tags = recent.data ?? [];
  if (recent.isError) {
    return <p className="mt-6 text-sm text-muted">Recent searches are not available right now.</p>;
  }
  if (!recent.isPending && tags.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="mt-6">
      <h2 id="recent-heading" className="mb-3 text-sm font-semibold text-muted">
        Recent searches
      </h2>
      {recent.isPending ? (
        <div aria-hidden="true" className="flex gap-2">
          {[64, 88, 56, 72].map((w) => (
            <Skeleton key={w} className="h-9 rounded-full" style={{ width: w }} />
          ))}
        </div>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="flex">
              <Link to={hrefFor(tag)} className={`${chipPart} gap-1 rounded-l-full pr-2 pl-3`}>
                <span aria-hidden="true">🕘</span>
                {tag}
              </Link>
              <button
                type="button"
                aria-label={`Remove “${tag}” from recent searches`}
                onClick={() => remove.mutate(tag)}
                className={`${chipPart} -ml-px rounded-r-full pr-2.5 pl-2 text-muted`}
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
