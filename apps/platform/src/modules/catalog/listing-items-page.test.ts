import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiJson, ListingItems } from './listing-items';
import type { ListingRow } from './listing-sql';
import { listingItem, taxonomyMembers } from './product-view';
import type { Brand, Category, Taxonomy } from './taxonomy';

const brand = (uid: number, name: string): Brand => ({
  uid,
  slug: `brand-${uid}`,
  name,
  description: '',
  logo: `https://cdn.example/brand-${uid}.png`,
  banner_portrait: '',
  banner_landscape: '',
  department_uids: [1],
  priority: 0,
});
const category = (uid: number, level: number, name: string): Category => ({
  uid,
  slug: `category-${uid}`,
  name,
  parent_uid: level === 1 ? null : uid - 1,
  level,
  department_uids: [1],
  logo: '',
  banner_portrait: '',
  banner_landscape: '',
  priority: 0,
});

function taxonomyOf(brands: Brand[], categories: Category[]): Taxonomy {
  return {
    departments: [],
    departmentByUid: new Map(),
    departmentBySlug: new Map(),
    brands,
    brandByUid: new Map(brands.map((b) => [b.uid, b])),
    brandBySlug: new Map(brands.map((b) => [b.slug, b])),
    categories,
    categoryByUid: new Map(categories.map((c) => [c.uid, c])),
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    stores: [],
    storeByUid: new Map(),
  };
}

const TAXONOMY = taxonomyOf(
  [brand(1, 'Acme'), brand(2, 'Zénith ₹ 😀')],
  [category(10, 1, 'Men'), category(11, 2, 'Shirts'), category(12, 3, 'Oxford — “fine”')],
);

/** Text with what JSON escapes and what lies outside ASCII: quotes, backslashes, controls, accents, emoji. */
const text = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '"', '\\', '\n', '\u0001', 'é', '₹', '😀', '—'),
});

const row = fc.record({
  uid: fc.integer({ min: 1, max: 1_000_000 }),
  slug: text,
  name: text,
  item_code: text,
  // 3 is a brand the taxonomy does not know: the item then has none.
  brand_uid: fc.constantFrom(1, 2, 3),
  category_uid: fc.constantFrom(11, 12, 13),
  category_uids: fc.subarray([10, 11, 12, 13]),
  department_uid: fc.constant(1),
  attributes: fc.record({ subtitle: fc.option(text, { nil: undefined }), color: text }),
  tags: fc.array(text, { maxLength: 3 }),
  medias: fc.array(fc.record({ url: text, type: fc.constant('image'), alt: text }), { maxLength: 2 }),
  rating: fc.integer({ min: 0, max: 50 }).map((n) => n / 10),
  rating_count: fc.nat(1_000),
  price_marked_min: fc.nat(1_000_000),
  price_marked_max: fc.nat(1_000_000),
  price_effective_min: fc.constantFrom(49_900, 99_900),
  price_effective_max: fc.constantFrom(49_900, 99_900),
  discount_percent: fc.nat(90),
  online_at: fc.constant('2026-01-02T03:04:05.000Z'),
  sizes: fc.array(fc.constantFrom('S', 'M', 'L', '42'), { maxLength: 3 }),
  has_variant: fc.boolean(),
});

describe('listing items kept as bytes', () => {
  it('write each item as the listing item of its row would serialise, across small slabs', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.func(fc.boolean()),
        (rows, picks, sellableOf) => {
          // Slabs of 2 kB: items of a page sit in several of them.
          const items = new ListingItems(rows.length, 2_048);
          rows.forEach((r, i) => {
            items.add(i, r);
          });
          const positions = picks.map((p) => p % rows.length);
          const sellable = (i: number) => sellableOf(i);
          const page = items.page(
            positions,
            TAXONOMY,
            sellable,
            [Buffer.from('{"items":')],
            [Buffer.from(',"page":1}')],
          );
          const expected = positions.map((i) => {
            const r: ListingRow = { ...rows[i], sellable: sellable(i) };
            return listingItem(r, taxonomyMembers(r, TAXONOMY));
          });
          expect(page.bytes.every((byte) => byte < 0x80)).toBe(true);
          expect(JSON.parse(page.bytes.toString('utf8'))).toEqual(
            JSON.parse(JSON.stringify({ items: expected, page: 1 })),
          );
          // Byte for byte what serialising the items would send, member order and escapes included.
          expect(page.bytes.toString('latin1')).toBe(asciiJson(JSON.stringify({ items: expected, page: 1 })));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('give an item a new fingerprint when its text, its taxonomy or its stock changes', () => {
    const sample = fc.sample(row, { seed: 3, numRuns: 2 });
    const items = new ListingItems(2);
    items.add(0, sample[0]);
    items.add(1, { ...sample[0], name: `${sample[0].name}!` });
    const print = (position: number, taxonomy: Taxonomy, sellable: boolean) =>
      items.page([position], taxonomy, () => sellable, [], []).fingerprint.toString('base64');
    const renamed = taxonomyOf([brand(1, 'Acme Atelier'), brand(2, 'Zenith')], TAXONOMY.categories);
    expect(print(0, TAXONOMY, true)).toBe(print(0, TAXONOMY, true));
    expect(print(0, TAXONOMY, true)).not.toBe(print(1, TAXONOMY, true));
    expect(print(0, TAXONOMY, true)).not.toBe(print(0, renamed, true));
    expect(print(0, TAXONOMY, true)).not.toBe(print(0, TAXONOMY, false));
  });
});
