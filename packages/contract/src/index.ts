export * from './api';
export * from './catalog';
export * from './common';
export * from './configuration';
export * from './content';
export * from './endpoint';
export * from './signing';
export * from './theme';
