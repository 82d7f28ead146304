import { Image, type SectionComponentProps, SectionHeading } from '@vitrine/kit';
import { Link } from 'react-router';
import type { Tile } from './category-grid';
import { text } from './props';

export interface CollectionGridData {
  items: Tile[];
}

export default function CollectionGrid({
  props,
  data,
}: SectionComponentProps<CollectionGridData | undefined>) {
  const items = data?.items ?? [];
  if (items.length === 0) return <section className="section" data-section="collection-grid" />;
  return (
    <section className="section" data-section="collection-grid">
      <SectionHeading title={text(props.title)} link={{ text: 'View all', to: '/collections/' }} />
      <ul className="tile-grid tile-grid--wide">
        {items.map((collection) => (
          <li key={collection.slug}>
            <Link className="tile tile--banner" to={`/collection/${encodeURIComponent(collection.slug)}`}>
              <Image
                className="tile__image"
                src={collection.image}
                alt=""
                width={960}
                height={360}
                sizes="(max-width: 480px) 100vw, (max-width: 1023px) 50vw, 33vw"
              />
              <span className="tile__name">{collection.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
