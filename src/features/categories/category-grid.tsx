import { Link } from 'react-router';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n';
import { categoryEmoji } from './category-emoji';
import { categoryName } from './category-name';

export function CategoryGrid({ categories }: { categories: readonly string[] }) {
  const t = useT();
  return (
    <ul
      aria-label={t('nav.categories')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
    >
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
            <bdi className="min-w-0">{categoryName(category, t)}</bdi>
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
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-3xl" />
        ))}
      </div>
    </LoadingRegion>
  );
}
