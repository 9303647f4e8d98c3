import RecentTags from './recent-tags';
import { SuggestedTags } from './suggested-tags';

/** What the search page offers before anything is typed: the user's recent tags, popular ones. */
export default function SearchStart({ hrefFor }: { hrefFor: (tag: string) => string }) {
  return (
    <>
      <RecentTags hrefFor={hrefFor} />
      <SuggestedTags hrefFor={hrefFor} />
    </>
  );
}
