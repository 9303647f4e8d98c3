/** What the start page's trending searches say, in one place. */
export const trendingTermsMessages = {
  heading: 'Trending searches',
  loading: 'Loading trending searches',
};
