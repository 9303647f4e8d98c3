// The API's writes: mutation hooks and what they keep the cache in step with. A module of their
// own, so a page that only reads (a search link) does not download them: the bundler counts
// everything an imported module re-exports as needed by the first screen.
export { cachedWish } from './pack-cache';
export { isToggling, packVersion, type PackToggle } from './pack-versions';
export * from './mutations/use-toggle-wish';
export * from './mutations/use-toggle-hidden';
export * from './mutations/use-confirm-gift';
export * from './mutations/use-download-pack';
export * from './mutations/use-send-gift';
export * from './mutations/use-register-sticker';
export * from './mutations/use-remove-recent-search';
