export * from './envelope';
export * from './error-codes';
export * from './gift';
export * from './pack';
export * from './page-map';
export * from './primitives';
export * from './responses';
export * from './sticker';
