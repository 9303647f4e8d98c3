import './register';

export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export { request, requestEnvelope, type RequestOptions } from './client';
export { apiBaseUrls, currentApiKey, envApiKey, type ApiGroup } from './config';
export { describeError, type ErrorDescription } from './describe-error';
export { invalidationMap } from './invalidation';
export { cachedWish } from './pack-cache';
export { isToggling, packVersion, type PackToggle } from './pack-versions';
export * from './keys';
export { createQueryClient, shouldRetry, type CreateQueryClientOptions } from './query-client';
export {
  flattenPages,
  totalCount,
  unreadableCount,
  PAGE_SIZE,
  type Page,
  type Pages,
} from './queries/paging';
export { stickerQueries } from './queries/stickers';
export { packQueries } from './queries/packs';
export { giftQueries } from './queries/gifts';
export { categoryQueries } from './queries/categories';
export { cameraQueries } from './queries/camera';
export * from './hooks/use-sticker-queries';
export * from './hooks/use-pack-queries';
export * from './hooks/use-gift-queries';
export * from './hooks/use-category-queries';
export * from './hooks/use-camera-queries';
export * from './mutations/use-toggle-wish';
export * from './mutations/use-toggle-hidden';
export * from './mutations/use-confirm-gift';
export * from './mutations/use-download-pack';
export * from './mutations/use-register-sticker';
export * from './mutations/use-remove-recent-search';
export type * from './schemas';
export { getSettings, updateSettings, useSettings, type Settings } from '../lib/settings';
