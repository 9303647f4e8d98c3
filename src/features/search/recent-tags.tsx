import { useRecentSearches } from '../../api';
import { ChipLink } from '../../components/ui/chip';
import { Skeleton } from '../../components/ui/skeleton';

export default function RecentTags({ hrefFor }: { hrefFor: (tag: string) => string }) {
  const recent = useRecentSearches();
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
            <li key={tag}>
              <ChipLink to={hrefFor(tag)}>
                <span aria-hidden="true">🕘</span>
                {tag}
              </ChipLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
