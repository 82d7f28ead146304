import type { SectionDefinition } from '@vitrine/kit';
import { brandGridSchema } from '../schema/brand-grid';
import BrandGrid, { type BrandGridData } from './brand-grid';
import type { Tile } from './category-grid';
import { declared } from './declared';
import { itemCount, loadSafely } from './props';

export const brandGrid: SectionDefinition<BrandGridData | undefined> = {
  ...declared(brandGridSchema),
  load: ({ sdk, props }) =>
    loadSafely('brand-grid', async () => {
      const pageSize = itemCount(props.item_count, brandGridSchema);
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
