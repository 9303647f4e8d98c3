export * from './body-reader';
export * from './item-reader';
export * from './readers';
export * from './search-reader';
