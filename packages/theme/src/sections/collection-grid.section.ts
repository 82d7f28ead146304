import type { SectionDefinition } from '@vitrine/kit';
import { collectionGridSchema } from '../schema/collection-grid';
import type { Tile } from './category-grid';
import CollectionGrid, { type CollectionGridData } from './collection-grid';
import { declared } from './declared';
import { itemCount, loadSafely } from './props';

export const collectionGrid: SectionDefinition<CollectionGridData | undefined> = {
  ...declared(collectionGridSchema),
  load: ({ sdk, props }) =>
    loadSafely('collection-grid', async () => {
      const pageSize = itemCount(props.item_count, collectionGridSchema);
      const response = await sdk.catalog.getCollections({ pageSize });
      const items: Tile[] = [];
      for (const collection of response.items ?? []) {
        if (!collection.slug) continue;
        const image =
          collection.banners?.landscape?.url || collection.banners?.portrait?.url || collection.logo?.url;
        items.push({
          name: collection.name ?? collection.slug,
          slug: collection.slug,
          image: image || undefined,
        });
      }
      return { items: items.slice(0, pageSize) };
    }),
  component: CollectionGrid,
};
