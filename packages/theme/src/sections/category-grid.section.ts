import type { SectionDefinition } from '@vitrine/kit';
import CategoryGrid, { type CategoryGridData, type Tile } from './category-grid';
import { count, loadSafely, text } from './props';

export const categoryGrid: SectionDefinition<CategoryGridData | undefined> = {
  label: 'Category grid',
  settings: [
    { id: 'title', type: 'text', label: 'Title', default: 'Shop by category' },
    { id: 'department', type: 'text', label: 'Department slug (empty for all)', default: '' },
    { id: 'item_count', type: 'range', label: 'Categories to show', default: 8, min: 2, max: 24, step: 1 },
  ],
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
      return { items: items.slice(0, count(props.item_count, 8)) };
    }),
  component: CategoryGrid,
};
