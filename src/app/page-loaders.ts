import { cameraQueries } from '../api/queries/camera';
import { categoryQueries } from '../api/queries/categories';
import { giftQueries } from '../api/queries/gifts';
import { packQueries } from '../api/queries/packs';
import { stickerQueries } from '../api/queries/stickers';
import { packageFilters } from '../api/requests';
import { namingScope, userScope, type Prefetch } from './route-loaders';

// The pages a link rarely opens first: their readers stay out of the first load, in a chunk the
// router fetches beside the page's own (route-table.ts).

export const prefetchCategories: Prefetch = (queryClient) =>
  queryClient.query(categoryQueries.list());

export const prefetchCategory: Prefetch = (queryClient, { params }) =>
  queryClient.infiniteQuery(
    cameraQueries.packages({ ...userScope(), ...packageFilters({ category: params.category }) }),
  );

export const prefetchMyPacks: Prefetch = (queryClient) =>
  queryClient.infiniteQuery(packQueries.mine(userScope()));

export const prefetchHidden: Prefetch = (queryClient) =>
  queryClient.infiniteQuery(packQueries.hidden(userScope()));

export const prefetchWishlist: Prefetch = (queryClient) =>
  queryClient.infiniteQuery(packQueries.wishlist(userScope()));

export const prefetchDownloads: Prefetch = (queryClient) =>
  queryClient.infiniteQuery(packQueries.downloads(userScope()));

export const prefetchRecent: Prefetch = (queryClient) =>
  queryClient.infiniteQuery(packQueries.recent(userScope()));

export const prefetchGifts: Prefetch = (queryClient) =>
  queryClient.infiniteQuery(giftQueries.received(userScope()));

export const prefetchSentGifts: Prefetch = (queryClient) =>
  queryClient.infiniteQuery(giftQueries.sent(userScope()));

export const prefetchSent: Prefetch = (queryClient) =>
  queryClient.infiniteQuery(stickerQueries.sent(namingScope()));

export const prefetchFrequent: Prefetch = (queryClient) =>
  queryClient.query(cameraQueries.frequent(namingScope()));

export const prefetchReactions: Prefetch = (queryClient) =>
  queryClient.query(cameraQueries.reactions(namingScope()));
