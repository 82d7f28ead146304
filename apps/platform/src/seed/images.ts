import { COLOUR_NAMES, imagePathOf, productImagePath, VIEWS } from '../assets/pool';
import { buildCatalogue } from './catalog';
import { CollectionPicker } from './collections';
import { CONTENT_IMAGE_PATHS } from './content';

/**
 * Every drawn image the seeded shop can refer to: the catalogue's logos and banners, each product silhouette
 * in every colour and view, and the pictures of the content and theme. Known without reading the database,
 * so a fresh DATA_DIR next to an already seeded PostgreSQL database gets its images at start, and the asset
 * route draws these and nothing else.
 */
export function catalogueImagePaths(): string[] {
  const catalogue = buildCatalogue();
  const silhouettes = new Set(catalogue.leaves.map((l) => l.leaf.silhouette));
  const products = [...silhouettes].flatMap((s) =>
    COLOUR_NAMES.flatMap((c) => VIEWS.map((v) => productImagePath(s, c, v))),
  );
  const content = CONTENT_IMAGE_PATHS.flatMap((url) => imagePathOf(url) ?? []);
  return [...catalogue.images, ...new CollectionPicker().rows().images, ...products, ...content];
}
