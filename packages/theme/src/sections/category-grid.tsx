import { Image, type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { Link } from 'react-router';
import { text } from './props';

export interface Tile {
  name: string;
  slug: string;
  image?: string;
}

export interface CategoryGridData {
  items: Tile[];
}

export default function CategoryGrid({ props, data }: SectionComponentProps<CategoryGridData | undefined>) {
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
                alt=""
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
