import type { Db } from '../../db/database';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

interface FixtureProduct {
  uid: number;
  slug: string;
  name: string;
  brand: [number, string];
  category: [number, number, number];
  department: number;
  gender: string;
  color: string;
  /** Effective and marked price in rupees. */
  price: [number, number];
  popularity: number;
  rating: number;
  tags: string[];
  group?: string;
  sizes: string[];
  /** Quantity of every size in stores 1 and 2. */
  stock: [number, number];
  active?: boolean;
}

const TEES: [number, number, number] = [10, 20, 30];
const SHIRTS: [number, number, number] = [10, 20, 31];
const SNEAKERS: [number, number, number] = [11, 21, 32];
const ACME: [number, string] = [100, 'Acme'];
const ZENITH: [number, string] = [101, 'Zenith'];
const NIMBUS: [number, string] = [102, 'Nimbus'];

/** Known products the catalogue tests assert against (uid order = insertion order). */
// biome-ignore format: one product a line reads as a table.
const FIXTURE_PRODUCTS: FixtureProduct[] = [
  { uid: 1, slug: 'acme-classic-tee', name: 'Classic Cotton Tee', brand: ACME, category: TEES, department: 1, gender: 'men', color: 'Red', price: [999, 1299], popularity: 90, rating: 4.5, tags: ['summer'], group: 'acme-tee', sizes: ['S', 'M', 'L'], stock: [5, 2] },
  { uid: 2, slug: 'acme-classic-tee-blue', name: 'Classic Cotton Tee Blue', brand: ACME, category: TEES, department: 1, gender: 'men', color: 'Blue', price: [999, 1299], popularity: 80, rating: 4.1, tags: [], group: 'acme-tee', sizes: ['S', 'M', 'L'], stock: [0, 3] },
  { uid: 3, slug: 'zenith-oxford-shirt', name: 'Oxford Shirt', brand: ZENITH, category: SHIRTS, department: 1, gender: 'men', color: 'White', price: [1999, 2499], popularity: 70, rating: 3.8, tags: ['office'], sizes: ['38', '40', '42'], stock: [4, 4] },
  { uid: 4, slug: 'nimbus-running-sneakers', name: 'Running Sneakers', brand: NIMBUS, category: SNEAKERS, department: 2, gender: 'women', color: 'Black', price: [3499, 4999], popularity: 95, rating: 4.7, tags: ['sport', 'summer'], sizes: ['7', '8', '9'], stock: [1, 6] },
  { uid: 5, slug: 'acme-canvas-sneakers', name: 'Canvas Sneakers', brand: ACME, category: SNEAKERS, department: 1, gender: 'men', color: 'White', price: [1499, 1499], popularity: 60, rating: 3.2, tags: [], sizes: ['7', '8', '9'], stock: [3, 0] },
  { uid: 6, slug: 'zenith-linen-shirt', name: 'Linen Shirt', brand: ZENITH, category: SHIRTS, department: 1, gender: 'men', color: 'Beige', price: [2999, 5999], popularity: 40, rating: 2.5, tags: ['summer'], sizes: ['38', '40'], stock: [2, 2] },
  { uid: 7, slug: 'nimbus-yoga-tee', name: 'Yoga Tee', brand: NIMBUS, category: TEES, department: 2, gender: 'women', color: 'Green', price: [799, 999], popularity: 50, rating: 4.0, tags: ['sport'], sizes: ['S', 'M'], stock: [7, 0] },
  { uid: 8, slug: 'acme-graphic-tee', name: 'Graphic Tee', brand: ACME, category: TEES, department: 2, gender: 'women', color: 'Red', price: [599, 999], popularity: 30, rating: 0, tags: [], sizes: ['S', 'M', 'L'], stock: [1, 1] },
  { uid: 9, slug: 'hidden-tee', name: 'Hidden Tee', brand: ACME, category: TEES, department: 1, gender: 'men', color: 'Red', price: [499, 499], popularity: 99, rating: 5, tags: [], sizes: ['M'], stock: [9, 9], active: false },
  { uid: 10, slug: 'nimbus-trail-sneakers', name: 'Trail Sneakers', brand: NIMBUS, category: SNEAKERS, department: 1, gender: 'men', color: 'Grey', price: [4499, 4999], popularity: 20, rating: 4.2, tags: [], sizes: ['7', '8'], stock: [0, 0] },
];

const CATEGORY_NAMES: Record<number, string> = {
  10: 'Clothing',
  11: 'Footwear',
  20: 'Topwear',
  21: 'Casual Shoes',
  30: 'T-Shirts',
  31: 'Shirts',
  32: 'Sneakers',
};

/** Inserts a small, fully known catalogue: 2 departments, 7 categories, 3 brands, 3 stores, 10 products, 2 collections. */
export async function insertCatalogFixture(db: Db): Promise<void> {
  const art = (kind: string, slug: string) => `/assets/${kind}/${slug}.jpg`;
  await db
    .insertInto('departments')
    .values([
      { uid: 1, slug: 'men', name: 'Men', logo: art('dept', 'men'), priority_order: 1 },
      { uid: 2, slug: 'women', name: 'Women', logo: art('dept', 'women'), priority_order: 2 },
    ])
    .execute();
  const category = (uid: number, slug: string, parent: number | null, level: number) => ({
    uid,
    slug,
    name: CATEGORY_NAMES[uid],
    parent_uid: parent,
    level,
    department_uids: [1, 2],
    logo: art('cat', slug),
    banner_portrait: art('cat-p', slug),
    banner_landscape: art('cat-l', slug),
    priority: 100 - uid,
  });
  for (const row of [
    category(10, 'clothing', null, 1),
    category(11, 'footwear', null, 1),
    category(20, 'topwear', 10, 2),
    category(21, 'casual-shoes', 11, 2),
    category(30, 't-shirts', 20, 3),
    category(31, 'shirts', 20, 3),
    category(32, 'sneakers', 21, 3),
  ]) {
    await db.insertInto('categories').values(row).execute();
  }
  const brand = (uid: number, slug: string, name: string, departments: number[], priority: number) => ({
    uid,
    slug,
    name,
    description: `${name} makes things.`,
    logo: art('brand', slug),
    banner_portrait: art('brand-p', slug),
    banner_landscape: art('brand-l', slug),
    department_uids: departments,
    priority,
  });
  await db
    .insertInto('brands')
    .values([
      brand(100, 'acme', 'Acme', [1, 2], 3),
      brand(101, 'zenith', 'Zenith', [1], 2),
      brand(102, 'nimbus', 'Nimbus', [2], 1),
    ])
    .execute();
  const store = (
    uid: number,
    name: string,
    city: string,
    pincode: string,
    latitude: number,
    longitude: number,
  ) => ({
    uid,
    name,
    store_code: `ST${uid}`,
    store_type: 'high_street',
    address: JSON.stringify({
      address1: `${uid} Market Road`,
      city,
      state: city,
      country: 'India',
      country_code: 'IN',
      pincode,
      latitude,
      longitude,
    }),
    contacts: JSON.stringify([{ country_code: 91, number: `98000000${uid}0` }]),
    tags: uid === 1 ? ['flagship'] : [],
    is_ordering_store: true,
  });
  await db
    .insertInto('stores')
    .values([
      store(1, 'Mumbai Central', 'Mumbai', '400001', 18.9696, 72.8194),
      store(2, 'Delhi Connaught', 'Delhi', '110001', 28.6315, 77.2167),
      store(3, 'Bengaluru MG Road', 'Bengaluru', '560001', 12.9756, 77.6066),
    ])
    .execute();
  let sizeId = 1;
  for (const p of FIXTURE_PRODUCTS) {
    const [effective, marked] = p.price;
    await db
      .insertInto('products')
      .values({
        uid: p.uid,
        slug: p.slug,
        name: p.name,
        item_code: `IC${p.uid}`,
        brand_uid: p.brand[0],
        brand_name: p.brand[1],
        category_uid: p.category[2],
        category_uids: p.category,
        department_uid: p.department,
        description: `<p>${p.name} by ${p.brand[1]}.</p>`,
        short_description: `${p.name}.`,
        highlights: [`Colour: ${p.color}`],
        attributes: JSON.stringify({
          subtitle: `${p.color} ${CATEGORY_NAMES[p.category[2]]}`,
          gender: p.gender,
          color: p.color,
          material: 'Cotton',
        }),
        tags: p.tags,
        medias: JSON.stringify([
          { url: art('p', p.slug), type: 'image', alt: p.name, width: 800, height: 1000 },
        ]),
        rating: p.rating,
        rating_count: p.rating ? 10 : 0,
        variant_group: p.group ?? null,
        price_marked_min: marked * 100,
        price_marked_max: marked * 100,
        price_effective_min: effective * 100,
        price_effective_max: effective * 100,
        discount_percent: Math.round(((marked - effective) / marked) * 100),
        popularity: p.popularity,
        is_active: p.active ?? true,
        online_at: day(p.uid),
        search_text: `${p.category.map((c) => CATEGORY_NAMES[c]).join(' ')} ${p.color} ${p.tags.join(' ')}`,
      })
      .execute();
    for (const [position, size] of p.sizes.entries()) {
      const id = sizeId++;
      await db
        .insertInto('product_sizes')
        .values({
          id,
          product_uid: p.uid,
          size,
          display: size,
          position,
          price_marked: marked * 100,
          price_effective: effective * 100,
          seller_identifier: `SKU-${p.uid}-${size}`,
          weight_grams: 400,
        })
        .execute();
      await db
        .insertInto('inventory')
        .values([
          { size_id: id, store_uid: 1, quantity: p.stock[0] },
          { size_id: id, store_uid: 2, quantity: p.stock[1] },
        ])
        .execute();
    }
  }
  const collection = (
    uid: string,
    slug: string,
    name: string,
    type: 'query' | 'items',
    query: Record<string, string[]>,
    tags: string[],
  ) => ({
    uid,
    slug,
    name,
    description: `${name}, chosen for you.`,
    type,
    query: JSON.stringify(query),
    sort_on: null,
    logo: art('col', slug),
    banner_portrait: art('col-p', slug),
    banner_landscape: art('col-l', slug),
    tags,
    badge: JSON.stringify({}),
    priority: type === 'query' ? 2 : 1,
    is_active: true,
  });
  await db
    .insertInto('collections')
    .values([
      collection('c1', 'summer-picks', 'Summer Picks', 'query', { tags: ['summer'] }, ['season']),
      collection('c2', 'staff-picks', 'Staff Picks', 'items', {}, ['curated']),
    ])
    .execute();
  await db
    .insertInto('collection_items')
    .values([
      { collection_uid: 'c2', product_uid: 4, position: 1 },
      { collection_uid: 'c2', product_uid: 3, position: 2 },
      { collection_uid: 'c2', product_uid: 1, position: 3 },
    ])
    .execute();
}
