import type { Db } from '../../db/database';
import { startTestPlatform } from '../../testing/harness';
import { forgetListingSummaries } from './listing';
import { insertCatalogFixture } from './testing-fixture';

export interface CatalogTestPlatform {
  baseUrl: string;
  applicationId: string;
  applicationToken: string;
  db: Db;
  close(): Promise<void>;
}

/** The whole platform over a real socket, on a fresh database holding only the known fixture catalogue. */
export async function startCatalogTestPlatform(): Promise<CatalogTestPlatform> {
  const test = await startTestPlatform({ products: 0 });
  await insertCatalogFixture(test.platform.services.db);
  // The index the platform built at start holds the empty catalogue; the fixture went in behind its back.
  forgetListingSummaries(test.platform.services.db);
  return { ...test, db: test.platform.services.db };
}
