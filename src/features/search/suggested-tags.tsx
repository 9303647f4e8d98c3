import { ChipLink } from '../../components/ui/chip';
import { useT, type MessageId } from '../../i18n';
import { CHOSEN_SEARCH } from './use-record-committed-search';

// Words in the interface language that the sticker keywords of that language hold.
const SUGGESTIONS: readonly MessageId[] = [
  'search.tag.happy',
  'search.tag.love',
  'search.tag.cat',
  'search.tag.hello',
  'search.tag.thanks',
  'search.tag.party',
  'search.tag.food',
  'search.tag.wow',
];

export function SuggestedTags({ hrefFor }: { hrefFor: (tag: string) => string }) {
  const t = useT();
  return (
    <section aria-labelledby="suggested-heading" className="mt-8">
      <h2 id="suggested-heading" className="mb-3 text-sm font-semibold text-muted">
        {t('search.popularTags')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {SUGGESTIONS.map((id) => {
          const tag = t(id);
          return (
            <li key={id}>
              <ChipLink to={hrefFor(tag)} state={CHOSEN_SEARCH}>
                {tag}
              </ChipLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
