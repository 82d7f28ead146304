import type { TestProject } from 'vitest/node';
import { startShop } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    /** The running shop's theme editor token. */
    editorToken: string;
  }
}

/**
 * One server for all journeys: seeding and starting take longer than the journeys themselves.
 * E2E_SHOP_URL points the journeys at a shop that is already running instead (handy while writing them).
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SHOP_URL) {
    project.provide('shopUrl', process.env.E2E_SHOP_URL.replace(/\/+$/, ''));
    // A shop started elsewhere: its editor token comes in VITRINE_EDITOR_TOKEN (see its DATA_DIR/editor-token).
    project.provide('editorToken', process.env.VITRINE_EDITOR_TOKEN ?? '');
    return;
  }
  const shop = await startShop({
    env: { VITRINE_SEED_PRODUCTS: process.env.VITRINE_SEED_PRODUCTS ?? '600' },
  });
  project.provide('shopUrl', shop.baseUrl);
  project.provide('editorToken', shop.editorToken());
  return async () => {
    await shop.stop();
  };
}
