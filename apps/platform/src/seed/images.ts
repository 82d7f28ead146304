import { COLOUR_NAMES, productImagePath, VIEWS } from '../assets/pool';
import { buildCatalogue } from './catalog';
import { CollectionPicker } from './collections';

/**
 * Every drawn image the seeded catalogue can refer to: the catalogue's logos and banners plus each product
 * silhouette in every colour and view. Known without reading the database, so a fresh DATA_DIR next to an
 * already seeded PostgreSQL database gets its images at start.
 */
export function catalogueImagePaths(): string[] {
  const catalogue = buildCatalogue();
  const silhouettes = new Set(catalogue.leaves.map((l) => l.leaf.silhouette));
  const products = [...silhouettes].flatMap((s) =>
    COLOUR_NAMES.flatMap((c) => VIEWS.map((v) => productImagePath(s, c, v))),
  );
  return [...catalogue.images, ...new CollectionPicker().rows().images, ...products];
}
