import { ChipLink } from '../../components/ui/chip';
import { CHOSEN_SEARCH } from './use-record-committed-search';

const SUGGESTIONS = ['happy', 'love', 'cat', 'hello', 'thanks', 'party', 'food', 'wow'];

export function SuggestedTags({ hrefFor }: { hrefFor: (tag: string) => string }) {
  return (
    <section aria-labelledby="suggested-heading" className="mt-8">
      <h2 id="suggested-heading" className="mb-3 text-sm font-semibold text-muted">
        Popular tags
      </h2>
      <ul className="flex flex-wrap gap-2">
        {SUGGESTIONS.map((tag) => (
          <li key={tag}>
            <ChipLink to={hrefFor(tag)} state={CHOSEN_SEARCH}>
              {tag}
            </ChipLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
