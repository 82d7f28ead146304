import type { SectionDefinition } from '@vitrine/kit';
import BrandGrid, { type BrandGridData } from './brand-grid';
import type { Tile } from './category-grid';
import { count, loadSafely } from './props';

export const brandGrid: SectionDefinition<BrandGridData | undefined> = {
  label: 'Brand grid',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Top brands' },
    { id: 'item_count', type: 'range', label: 'Brands to show', default: 12, min: 4, max: 24, step: 1 },
  ],
  load: ({ sdk, props }) =>
    loadSafely('brand-grid', async () => {
      const pageSize = count(props.item_count, 12, 24);
      const response = await sdk.catalog.getBrands({ pageSize });
      const items: Tile[] = [];
      for (const brand of response.items ?? []) {
        if (!brand.slug) continue;
        items.push({ name: brand.name ?? brand.slug, slug: brand.slug, image: brand.logo?.url || undefined });
      }
      return { items: items.slice(0, pageSize) };
    }),
  component: BrandGrid,
};
