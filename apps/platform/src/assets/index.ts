export * from './pool';
export { registerAssets } from './route';
export { ensureImages } from './store';
