import type { Insertable } from 'kysely';
import { COLOUR_NAMES, type ColourName, imageUrl, PALETTE, productImagePath, WIDTHS } from '../assets/pool';
import type { View } from '../assets/render';
import type { InventoryTable, ProductSizeTable, ProductTable } from '../db/schema';
import type { BrandEntry, Catalogue, LeafEntry } from './catalog';
import { departmentUid } from './catalog';
import { LINE_COPY } from './copy';
import { Random, slugify } from './random';
import { STORES } from './stores';
import { DEPARTMENTS, type DepartmentSlug, sizeLadder } from './taxonomy';

/** The shop's "today" for the demo: every date in the seed is counted back from here. */
const SEED_NOW = Date.UTC(2026, 9, 31, 4, 30);
const DAY = 24 * 60 * 60 * 1000;
const FIRST_PRODUCT_UID = 100001;

export interface ProductBatch {
  products: Insertable<ProductTable>[];
  sizes: Insertable<ProductSizeTable>[];
  inventory: Insertable<InventoryTable>[];
}

/** What collections and images need to know about the generated products. */
export interface ProductFacts {
  uid: number;
  leafSlug: string;
  tags: string[];
  effectiveMax: number;
  rating: number;
  ratingCount: number;
  inStock: boolean;
}

const colourLabel = (c: ColourName) => c[0].toUpperCase() + c.slice(1);
const VIEW_LABEL: Record<View, string> = { front: 'front view', detail: 'close-up', studio: 'studio shot' };
const DISCOUNTS: [number, number][] = [
  [0, 45],
  [10, 10],
  [15, 8],
  [20, 10],
  [25, 6],
  [30, 8],
  [40, 6],
  [50, 4],
  [60, 2],
  [70, 1],
];
const ECO_MATERIALS = /organic|khadi|jute|recycled|linen|handloom|cork/i;

/** Marked prices end in 99, like a shop's. */
const roundPrice = (rupees: number) => Math.min(9999, Math.max(299, Math.round(rupees / 100) * 100 - 1));

export class ProductGenerator {
  private readonly brandsFor = new Map<string, BrandEntry[]>();
  private readonly leafWeights: [LeafEntry, number][];
  private nextUid = FIRST_PRODUCT_UID;
  private nextSizeId = 1;
  private model = 0;
  readonly images = new Set<string>();

  constructor(private readonly catalogue: Catalogue) {
    this.leafWeights = catalogue.leaves.map((l) => [l, l.leaf.weight]);
  }

  get lastSizeId(): number {
    return this.nextSizeId - 1;
  }

  /**
   * Generates at least `count` products (a model's colours stay in one batch), never more than `remaining`:
   * only the very last model may be cut short.
   */
  batch(count: number, remaining: number, facts: (f: ProductFacts) => void): ProductBatch {
    const out: ProductBatch = { products: [], sizes: [], inventory: [] };
    while (out.products.length < Math.min(count, remaining)) {
      this.addModel(out, remaining - out.products.length, facts);
    }
    return out;
  }

  private brands(leaf: LeafEntry, department: DepartmentSlug): BrandEntry[] {
    const key = `${leaf.uid}:${department}`;
    let list = this.brandsFor.get(key);
    if (!list) {
      list = this.catalogue.brandEntries.filter(
        (b) => b.lines.includes(leaf.line) && (!b.only || b.only.includes(department)),
      );
      this.brandsFor.set(key, list);
    }
    return list;
  }

  private addModel(out: ProductBatch, room: number, facts: (f: ProductFacts) => void): void {
    const model = this.model++;
    const random = new Random(`model:${model}`);
    const entry = random.weighted(this.leafWeights);
    const { leaf } = entry;
    const department = random.pick(leaf.departments);
    const brand = random.pick(this.brands(entry, department));
    const gender =
      department === 'kids'
        ? leaf.noun === 'Dress'
          ? 'girls'
          : random.pick(['boys', 'girls'])
        : department === 'men' || department === 'women'
          ? department
          : 'unisex';
    const genderWord =
      leaf.departments.length > 1
        ? { men: 'Men', women: 'Women', boys: 'Boys', girls: 'Girls' }[gender]
        : undefined;
    const style = random.pick(leaf.styles);
    const material = random.pick(leaf.materials);
    const pattern = random.pick(leaf.patterns);
    const name = [
      brand.name,
      genderWord,
      style,
      pattern === 'Solid' ? undefined : pattern,
      material,
      leaf.noun,
    ]
      .filter(Boolean)
      .join(' ');
    const basePrice = roundPrice(leaf.price[0] + (leaf.price[1] - leaf.price[0]) * random.next() ** 1.6);
    const bigSizePremium = leaf.sizes === 'apparel' && random.chance(0.3) ? 100 : 0;
    const colourCount = Math.min(
      room,
      random.weighted([
        [1, 45],
        [2, 25],
        [3, 20],
        [4, 10],
      ] as const),
    );
    const colours = random.sample(COLOUR_NAMES, colourCount);
    const modelDiscount = random.weighted(DISCOUNTS);
    const modelAge = Math.floor(random.next() ** 1.5 * 720);
    const modelPopularity = random.next() ** 3;
    const copy = LINE_COPY[entry.line];
    const ladder = sizeLadder(leaf.sizes, department);
    const departmentName = DEPARTMENTS.find((d) => d.slug === department)?.name ?? department;

    for (const colour of colours) {
      const uid = this.nextUid++;
      const colourName = colourLabel(colour);
      const discount = random.chance(0.2) ? random.weighted(DISCOUNTS) : modelDiscount;
      const itemCode = `${brand.code}-${leaf.noun.slice(0, 3).toUpperCase()}-${String(model).padStart(6, '0')}-${colour.slice(0, 3).toUpperCase()}`;
      const onlineAt = new Date(SEED_NOW - (modelAge + random.int(0, 6)) * DAY - random.int(0, 86399) * 1000);
      const popularity = Math.floor((modelPopularity * 0.8 + random.next() * 0.2) * 100000);
      const rating = Math.round((3 + 2 * Math.sqrt(random.next())) * 10) / 10;
      const ratingCount = Math.floor(Math.exp(random.next() * 8.5));
      const tags: string[] = [];
      if (SEED_NOW - onlineAt.getTime() <= 30 * DAY) tags.push('new-arrival');
      if (popularity >= 60000) tags.push('bestseller');
      if (discount >= 30) tags.push('sale');
      if (ECO_MATERIALS.test(material)) tags.push('eco');
      if (leaf.seasonal) tags.push(leaf.seasonal);
      if (random.chance(0.08)) tags.push('trending');
      if (random.chance(0.02)) tags.push('limited-edition');

      const views: View[] = random.chance(0.5) ? ['front', 'detail', 'studio'] : ['front', 'detail'];
      const largest = WIDTHS.products[WIDTHS.products.length - 1];
      const medias = views.map((view) => {
        const path = productImagePath(leaf.silhouette, colour, view);
        this.images.add(path);
        return {
          url: imageUrl(path),
          type: 'image',
          alt: `${name} in ${colourName}, ${VIEW_LABEL[view]}`,
          width: largest,
          height: Math.round((largest * 5) / 4),
        };
      });

      const productOut = random.chance(0.03);
      let marked = [Number.POSITIVE_INFINITY, 0];
      let effective = [Number.POSITIVE_INFINITY, 0];
      let inStock = false;
      ladder.forEach((size, position) => {
        const sizeId = this.nextSizeId++;
        const premium = size.size === 'XL' || size.size === 'XXL' ? bigSizePremium : 0;
        const sizeMarked = (basePrice + premium) * 100;
        const sizeEffective = Math.round(((basePrice + premium) * (100 - discount)) / 100) * 100;
        marked = [Math.min(marked[0], sizeMarked), Math.max(marked[1], sizeMarked)];
        effective = [Math.min(effective[0], sizeEffective), Math.max(effective[1], sizeEffective)];
        out.sizes.push({
          id: sizeId,
          product_uid: uid,
          size: size.size,
          display: size.display,
          position,
          price_marked: sizeMarked,
          price_effective: sizeEffective,
          seller_identifier: `${itemCode}-${size.size.replace(/\s+/g, '')}`,
          weight_grams: leaf.sizes === 'footwear' ? random.int(650, 1100) : random.int(150, 700),
        });
        if (productOut || random.chance(0.1)) return;
        let stocked = 0;
        for (const store of STORES) {
          const likely = store.store_type === 'warehouse' ? 0.85 : 0.55;
          if (!random.chance(likely)) continue;
          out.inventory.push({
            size_id: sizeId,
            store_uid: store.uid,
            quantity: random.int(1, 40),
            updated_at: onlineAt,
          });
          stocked++;
        }
        if (stocked === 0) {
          out.inventory.push({
            size_id: sizeId,
            store_uid: STORES[STORES.length - 1].uid,
            quantity: random.int(1, 12),
            updated_at: onlineAt,
          });
        }
        inStock = true;
      });

      const subtitle = [genderWord, colourName, style, leaf.noun].filter(Boolean).join(' ');
      const care = random.pick(copy.care);
      out.products.push({
        uid,
        slug: `${slugify(`${name} ${colourName}`)}-${uid}`,
        name,
        item_code: itemCode,
        brand_uid: brand.uid,
        brand_name: brand.name,
        category_uid: entry.uid,
        category_uids: entry.path,
        department_uid: departmentUid(department),
        description:
          `${style} ${leaf.noun.toLowerCase()} in ${colourName.toLowerCase()} ${material.toLowerCase()}` +
          `${pattern === 'Solid' ? '' : ` with a ${pattern.toLowerCase()} finish`}, from ${brand.name}. ` +
          `${random.pick(copy.lines)} ${random.pick(copy.lines)}`,
        short_description: `${style} ${leaf.noun.toLowerCase()} in ${colourName.toLowerCase()} ${material.toLowerCase()}`,
        highlights: [
          `Material: ${material}`,
          `Colour: ${colourName}`,
          `Style: ${style}`,
          `Pattern: ${pattern}`,
          `Care: ${care}`,
        ],
        attributes: JSON.stringify({
          subtitle,
          color: colourName,
          color_hex: PALETTE[colour].slice(1),
          primary_color: colourName,
          gender,
          material,
          ...(leaf.sizes === 'apparel' ? { fit: style } : {}),
          style,
          pattern,
          care_instructions: care,
          country_of_origin: 'India',
          brand_name: brand.name,
        }),
        tags,
        medias: JSON.stringify(medias),
        rating,
        rating_count: ratingCount,
        variant_group: colours.length > 1 ? `model-${model}` : null,
        price_marked_min: marked[0],
        price_marked_max: marked[1],
        price_effective_min: effective[0],
        price_effective_max: effective[1],
        discount_percent: discount,
        popularity,
        is_active: true,
        online_at: onlineAt,
        search_text: [
          ...entry.names,
          departmentName,
          gender,
          colourName,
          material,
          pattern,
          style,
          ...tags.map((t) => t.replace(/-/g, ' ')),
        ].join(' '),
      });
      facts({
        uid,
        leafSlug: entry.slug,
        tags,
        effectiveMax: effective[1],
        rating,
        ratingCount,
        inStock,
      });
    }
  }
}
