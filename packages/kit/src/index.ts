export * from './filters';
export * from './sdk-context';
export * from './search';
export * from './search-text';
export type * from './theme-contract';
export * from './ui';
