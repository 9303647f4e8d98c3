import RecentTags from './recent-tags';
import { SuggestedTags } from './suggested-tags';
import { NewShelf } from './new-shelf';
import { SentShelf } from './sent-shelf';
import { TrendingShelf } from './trending-shelf';
import { TrendingTerms } from './trending-terms';

/**
 * The start page under the search box: stickers first (trending packs), then the user's recent
 * tags, what people search now and popular tags, their recently sent stickers, and new packs.
 * Each row loads on its own.
 */
export default function StartPage({
  hrefFor,
  lang,
}: {
  hrefFor: (tag: string) => string;
  lang: string;
}) {
  return (
    <>
      <TrendingShelf />
      <RecentTags hrefFor={hrefFor} />
      <TrendingTerms hrefFor={hrefFor} lang={lang} />
      <SuggestedTags hrefFor={hrefFor} />
      <SentShelf />
      <NewShelf />
    </>
  );
}
