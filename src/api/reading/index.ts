export * from './body-reader';
export * from './item-reader';
export * from './readers';
