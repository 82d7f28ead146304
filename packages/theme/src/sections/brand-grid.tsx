import { Image, type SectionComponentProps, type SectionDefinition, SectionHeading } from '@vitrine/kit';
import { Link } from 'react-router';
import type { Tile } from './category-grid';
import { count, loadSafely, text } from './props';

interface BrandGridData {
  items: Tile[];
}

function BrandGrid({ props, data }: SectionComponentProps<BrandGridData | undefined>) {
  const items = data?.items ?? [];
  if (items.length === 0) return <section className="section" data-section="brand-grid" />;
  return (
    <section className="section" data-section="brand-grid">
      <SectionHeading title={text(props.title)} link={{ text: 'View all', to: '/brands/' }} />
      <ul className="tile-grid tile-grid--logos">
        {items.map((brand) => (
          <li key={brand.slug}>
            <Link className="tile tile--logo" to={`/brand/${encodeURIComponent(brand.slug)}`}>
              <Image
                className="tile__image"
                src={brand.image}
                alt={brand.name}
                width={240}
                height={240}
                sizes="(max-width: 480px) 33vw, 160px"
              />
              <span className="tile__name">{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
