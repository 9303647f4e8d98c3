import { Link } from 'react-router';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n';
import { categoryEmoji } from './category-emoji';
import { categoryName } from './category-name';

/**
 * Two columns on a phone; above, as many as the room holds (13rem each), not by the screen's
 * width: beside the sidebar a 1024 px screen's four columns cut German and Portuguese names
 * (Alltagsdinge, Comemoração).
 */
// Two across on a phone; one where large text leaves a card too narrow for its emoji and name.
const CATEGORY_GRID_CLASS =
  'grid grid-cols-[repeat(auto-fill,minmax(min(100%,8.5rem),1fr))] gap-3 sm:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))]';

export function CategoryGrid({ categories }: { categories: readonly string[] }) {
  const t = useT();
  return (
    <ul aria-label={t('nav.categories')} className={CATEGORY_GRID_CLASS}>
      {categories.map((category) => (
        <li key={category}>
          <Link
            to={`/categories/${encodeURIComponent(category)}`}
            className="flex h-full min-h-20 flex-col items-center justify-center gap-2 rounded-3xl border border-line bg-surface p-4 text-center text-sm font-semibold shadow-xs transition hover:border-accent-text hover:shadow-md motion-reduce:transition-none sm:flex-row sm:justify-start sm:gap-3 sm:text-start sm:text-base"
          >
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-soft font-emoji text-2xl"
            >
              {categoryEmoji(category)}
            </span>
            <bdi className="max-w-full min-w-0 break-words">{categoryName(category, t)}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('categories.loading')}>
      <div className={CATEGORY_GRID_CLASS}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-3xl" />
        ))}
      </div>
    </LoadingRegion>
  );
}
