import './register';

// The core and the search's reads. Each other page's reads (hooks/*) and the writes (actions)
// are imported from their own modules: the bundler counts everything a module re-exports as
// needed by the first screen, and a search link should not download the other pages' code.

export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export { request, requestEnvelope, type RequestOptions } from './client';
export { apiBaseUrls, currentApiKey, envApiKey, type ApiGroup } from './config';
export { describeError, type ErrorDescription } from './describe-error';
export { forgetServiceReach, isServiceOutOfReach, subscribeServiceReach } from './service-reach';
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
export { searchQuery } from './queries/search';
export * from './hooks/use-sticker-search';
export type * from '../../contract';
export { getSettings, updateSettings, useSettings, type Settings } from '../lib/settings';
