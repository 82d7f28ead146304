export * from './pool';
export { registerAssets } from './route';
