export { ensureImages } from './store';
export { registerAssets } from './route';
export * from './pool';
