import type { SectionDefinition } from '@vitrine/kit';
import { categoryGridSchema } from '../schema/category-grid';
import CategoryGrid, { type CategoryGridData, type Tile } from './category-grid';
import { declared } from './declared';
import { itemCount, loadSafely, text } from './props';

export const categoryGrid: SectionDefinition<CategoryGridData | undefined> = {
  ...declared(categoryGridSchema),
  load: ({ sdk, props }) =>
    loadSafely('category-grid', async () => {
      const department = text(props.department) || undefined;
      const response = await sdk.catalog.getCategories({ department });
      const seen = new Set<string>();
      const items: Tile[] = [];
      for (const group of response.data ?? []) {
        for (const category of group.items ?? []) {
          if (seen.has(category.slug)) continue;
          seen.add(category.slug);
          const image = category.banners?.portrait?.url || category.banners?.landscape?.url;
          items.push({ name: category.name, slug: category.slug, image: image || undefined });
        }
      }
      return { items: items.slice(0, itemCount(props.item_count, categoryGridSchema)) };
    }),
  component: CategoryGrid,
};
