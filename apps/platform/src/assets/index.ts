export { ensureImages } from './image-files';
export * from './pool';
export { registerAssets } from './route';
