import { Image, type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { Link } from 'react-router';
import type { Tile } from './category-grid';
import { text } from './props';

export interface BrandGridData {
  items: Tile[];
}

export default function BrandGrid({ props, data }: SectionComponentProps<BrandGridData | undefined>) {
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
                alt=""
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
