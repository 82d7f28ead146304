import type { SectionDefinition } from '@vitrine/kit';
import type { Tile } from './category-grid';
import CollectionGrid, { type CollectionGridData } from './collection-grid';
import { count, loadSafely } from './props';

export const collectionGrid: SectionDefinition<CollectionGridData | undefined> = {
  label: 'Collection grid',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Collections' },
    { id: 'item_count', type: 'range', label: 'Collections to show', default: 6, min: 2, max: 12, step: 1 },
  ],
  load: ({ sdk, props }) =>
    loadSafely('collection-grid', async () => {
      const pageSize = count(props.item_count, 6, 12);
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
