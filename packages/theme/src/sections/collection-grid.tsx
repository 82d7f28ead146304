import { Image, type SectionComponentProps, type SectionDefinition, SectionHeading } from '@vitrine/kit';
import { Link } from 'react-router';
import type { Tile } from './category-grid';
import { count, loadSafely, text } from './props';

interface CollectionGridData {
  items: Tile[];
}

function CollectionGrid({ props, data }: SectionComponentProps<CollectionGridData | undefined>) {
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
                alt={collection.name}
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
