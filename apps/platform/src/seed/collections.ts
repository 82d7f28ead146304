import type { Insertable } from 'kysely';
import { bannerPath, type ColourName, iconPath, imageUrl } from '../assets/pool';
import type { Silhouette } from '../assets/silhouettes';
import type { CollectionItemTable, CollectionTable } from '../db/schema';
import type { ProductFacts } from './products';
import { objectId } from './random';

interface CollectionSeed {
  slug: string;
  name: string;
  description: string;
  motif: Silhouette;
  colour: ColourName;
  badge?: { text: string; color: string };
  sort_on?: string;
  tags: string[];
  /** Listing filters for a 'query' collection. */
  query?: Record<string, string[]>;
  /** For an 'items' collection: which products belong, and how many at most. */
  pick?: { accepts: (p: ProductFacts) => boolean; limit: number };
}

const GIFTABLE = new Set(['watches', 'perfumes', 'handbags', 'mugs', 'sunglasses']);

const SEEDS: CollectionSeed[] = [
  {
    slug: 'new-arrivals',
    name: 'New Arrivals',
    description: 'Fresh styles landed in the last month.',
    motif: 'jacket',
    colour: 'teal',
    badge: { text: 'New', color: '#1f7a7a' },
    sort_on: 'latest',
    tags: ['featured'],
    query: { tags: ['new-arrival'] },
  },
  {
    slug: 'best-sellers',
    name: 'Best Sellers',
    description: 'The pieces everyone keeps coming back for.',
    motif: 'sneaker',
    colour: 'red',
    badge: { text: 'Bestseller', color: '#c62828' },
    sort_on: 'popular',
    tags: ['featured'],
    query: { tags: ['bestseller'] },
  },
  {
    slug: 'summer-edit',
    name: 'The Summer Edit',
    description: 'Breathable cottons, sandals and shades for hot days.',
    motif: 'sunglasses',
    colour: 'mustard',
    tags: ['seasonal', 'featured'],
    pick: { accepts: (p) => p.tags.includes('summer') && p.inStock, limit: 36 },
  },
  {
    slug: 'under-999',
    name: 'Under ₹999',
    description: 'Great finds that cost less than a thousand rupees.',
    motif: 'tshirt',
    colour: 'green',
    badge: { text: 'Under ₹999', color: '#2e8b57' },
    tags: ['value'],
    pick: { accepts: (p) => p.effectiveMax <= 99900 && p.inStock, limit: 48 },
  },
  {
    slug: 'festive-edit',
    name: 'The Festive Edit',
    description: 'Kurtas, sarees and everything for the celebrations.',
    motif: 'kurta',
    colour: 'maroon',
    tags: ['seasonal'],
    query: { tags: ['festive'] },
  },
  {
    slug: 'womens-sale',
    name: "Women's Sale",
    description: 'Thirty per cent off and more across the women’s collection.',
    motif: 'dress',
    colour: 'pink',
    badge: { text: 'Sale', color: '#c62828' },
    sort_on: 'discount_dsc',
    tags: ['sale'],
    query: { department: ['women'], discount: ['30-100'] },
  },
  {
    slug: 'mens-sneakers',
    name: "Men's Sneakers",
    description: 'Everyday sneakers for him, from canvas low-tops to runners.',
    motif: 'sneaker',
    colour: 'navy',
    tags: [],
    query: { department: ['men'], category: ['sneakers'] },
  },
  {
    slug: 'eco-conscious',
    name: 'Eco-Conscious',
    description: 'Organic, recycled and handspun: kinder choices.',
    motif: 'backpack',
    colour: 'olive',
    badge: { text: 'Eco', color: '#6b7a3a' },
    tags: ['sustainability'],
    query: { tags: ['eco'] },
  },
  {
    slug: 'kids-corner',
    name: "Kids' Corner",
    description: 'Play-proof clothes and shoes for little ones.',
    motif: 'tshirt',
    colour: 'lavender',
    tags: [],
    query: { department: ['kids'] },
  },
  {
    slug: 'for-her',
    name: 'Trending for Her',
    description: 'What women are adding to their bags right now.',
    motif: 'handbag',
    colour: 'rust',
    tags: [],
    query: { gender: ['women'], tags: ['trending'] },
  },
  {
    slug: 'home-refresh',
    name: 'Home Refresh',
    description: 'Cushions, linen and mugs to make the house feel new.',
    motif: 'cushion',
    colour: 'beige',
    tags: [],
    query: { department: ['home'] },
  },
  {
    slug: 'beauty-essentials',
    name: 'Beauty Essentials',
    description: 'Skincare, fragrance and hair care favourites.',
    motif: 'bottle',
    colour: 'pink',
    tags: [],
    query: { department: ['beauty'] },
  },
  {
    slug: 'zenith-store',
    name: 'The Zenith Store',
    description: 'Every Zenith essential in one place.',
    motif: 'shirt',
    colour: 'navy',
    tags: ['brand'],
    query: { brand: ['zenith'] },
  },
  {
    slug: 'editors-picks',
    name: "Editor's Picks",
    description: 'Highly rated pieces our stylists love.',
    motif: 'watch',
    colour: 'black',
    badge: { text: 'Top rated', color: '#26262a' },
    tags: ['featured'],
    pick: { accepts: (p) => p.rating >= 4.6 && p.ratingCount >= 200 && p.inStock, limit: 24 },
  },
  {
    slug: 'gift-ideas',
    name: 'Gift Ideas',
    description: 'Watches, fragrances, bags and more that make easy presents.',
    motif: 'watch',
    colour: 'teal',
    tags: ['gifting'],
    pick: { accepts: (p) => GIFTABLE.has(p.leafSlug) && p.inStock, limit: 30 },
  },
];

/** Chooses products for 'items' collections as they are generated, spread over the catalogue. */
export class CollectionPicker {
  readonly chosen = new Map<string, number[]>();
  private seen = 0;

  offer(product: ProductFacts): void {
    // Every seventh product is considered, so picks are not all from the first models generated.
    if (this.seen++ % 7 !== 0) return;
    for (const seed of SEEDS) {
      if (!seed.pick?.accepts(product)) continue;
      const list = this.chosen.get(seed.slug) ?? [];
      if (list.length < seed.pick.limit) list.push(product.uid);
      this.chosen.set(seed.slug, list);
    }
  }

  rows(): {
    collections: Insertable<CollectionTable>[];
    items: Insertable<CollectionItemTable>[];
    images: string[];
  } {
    const images: string[] = [];
    const items: Insertable<CollectionItemTable>[] = [];
    const collections = SEEDS.map((seed, index) => {
      const uid = objectId(`collection:${seed.slug}`);
      const paths = {
        logo: iconPath(seed.motif, seed.colour),
        banner_portrait: bannerPath(seed.motif, seed.colour, 'portrait'),
        banner_landscape: bannerPath(seed.motif, seed.colour, 'landscape'),
      };
      images.push(...Object.values(paths));
      (this.chosen.get(seed.slug) ?? []).forEach((productUid, position) => {
        items.push({ collection_uid: uid, product_uid: productUid, position });
      });
      return {
        uid,
        slug: seed.slug,
        name: seed.name,
        description: seed.description,
        type: seed.pick ? ('items' as const) : ('query' as const),
        query: JSON.stringify(seed.query ?? {}),
        sort_on: seed.sort_on ?? null,
        logo: imageUrl(paths.logo),
        banner_portrait: imageUrl(paths.banner_portrait),
        banner_landscape: imageUrl(paths.banner_landscape),
        tags: seed.tags,
        badge: JSON.stringify(seed.badge ?? {}),
        priority: index + 1,
        is_active: true,
      };
    });
    return { collections, items, images };
  }
}
