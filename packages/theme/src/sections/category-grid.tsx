import { Image, type SectionComponentProps, type SectionDefinition, SectionHeading } from '@vitrine/kit';
import { Link } from 'react-router';
import { count, loadSafely, text } from './props';

export interface Tile {
  name: string;
  slug: string;
  image?: string;
}

interface CategoryGridData {
  items: Tile[];
}

function CategoryGrid({ props, data }: SectionComponentProps<CategoryGridData | undefined>) {
  const items = data?.items ?? [];
  if (items.length === 0) return <section className="section" data-section="category-grid" />;
  return (
    <section className="section" data-section="category-grid">
      <SectionHeading title={text(props.title)} link={{ text: 'View all', to: '/categories/' }} />
      <ul className="tile-grid">
        {items.map((category) => (
          <li key={category.slug}>
            <Link className="tile tile--portrait" to={`/category/${encodeURIComponent(category.slug)}`}>
              <Image
                className="tile__image"
                src={category.image}
                alt={category.name}
                width={480}
                height={640}
                sizes="(max-width: 480px) 50vw, (max-width: 1023px) 33vw, 20vw"
              />
              <span className="tile__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
