import { StartPage } from './start-page';

/** What the search page offers before anything is typed: the start page. */
export default function SearchStart({ hrefFor }: { hrefFor: (tag: string) => string }) {
  return <StartPage hrefFor={hrefFor} />;
}
