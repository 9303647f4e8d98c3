import { useTrendingTerms } from '../../api/hooks/use-trending-terms';
import { ChipLink } from '../../components/ui/chip';
import { Skeleton } from '../../components/ui/skeleton';
import { useT } from '../../i18n';
import { waitsForNetwork } from '../../shared/offline/waits-for-network';

/** One line of chips, loading or loaded, so the rows below do not move when the answer comes. */
const ROW_CLASS = 'flex h-11 gap-2 pb-2';

/**
 * What people search now, as chips opening those searches. Optional: a server without the
 * trending extension (4004), one that fails, or one with nothing trending shows no row at all.
 */
export function TrendingTerms({
  hrefFor,
  lang,
}: {
  hrefFor: (term: string) => string;
  /** The search language: what people searching in it search now. */
  lang: string;
}) {
  const t = useT();
  const trending = useTrendingTerms(lang);
  const terms = trending.data ?? [];
  if (trending.isError || waitsForNetwork(trending) || (trending.isSuccess && terms.length === 0)) {
    return null;
  }
  return (
    <section aria-labelledby="trending-terms-heading" className="mt-6">
      <h2 id="trending-terms-heading" className="mb-3 text-sm font-semibold text-muted">
        {t('trending.heading')}
      </h2>
      {trending.isPending ? (
        <div aria-hidden="true" className={`${ROW_CLASS} overflow-hidden`}>
          {[72, 56, 88, 64, 80].map((width) => (
            <Skeleton key={width} className="h-9 shrink-0 rounded-full" style={{ width }} />
          ))}
        </div>
      ) : (
        <ul
          aria-labelledby="trending-terms-heading"
          className={`${ROW_CLASS} [scrollbar-width:thin] overflow-x-auto`}
        >
          {terms.map(({ keyword }) => (
            <li key={keyword} className="shrink-0">
              <ChipLink to={hrefFor(keyword)}>
                <bdi>{keyword}</bdi>
              </ChipLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
