export * from './filters';
export * from './i18n/language-context';
export * from './i18n/messages';
export * from './sdk-context';
export * from './search';
export * from './search-text';
export type * from './theme-contract';
export * from './ui';
