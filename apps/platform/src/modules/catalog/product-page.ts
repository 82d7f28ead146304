import { hash } from 'node:crypto';
import type { catalog, EndpointResponse } from '@vitrine/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { frozenJson } from '../../http/frozen-json';
import { JsonText, jsonObject } from '../../http/json-text';
import { asciiJson } from './listing-items';
import {
  freshSizeStock,
  type ProductRow,
  productBySlug,
  productsBySlugs,
  sameCategoryProducts,
  variantGroup,
} from './product-sql';
import { productSummary } from './product-view';
import { type Taxonomy, taxonomyOf } from './taxonomy';
import { compact, departmentRef, discountText, priceRange, productAction } from './views';

const titleCase = (key: string) => key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Attributes shown as product facts: plain text values other than the subtitle. */
function factEntries(attributes: Record<string, unknown>): [string, string][] {
  return Object.entries(attributes).flatMap(([key, value]) =>
    key !== 'subtitle' && (typeof value === 'string' || typeof value === 'number')
      ? [[key, String(value)]]
      : [],
  );
}

/** The product page's product (ProductDetail): listing fields plus texts, department and attribute groups. */
function productDetail(row: ProductRow, taxonomy: Taxonomy) {
  const department = taxonomy.departmentByUid.get(row.department_uid);
  return compact({
    ...productSummary(row, taxonomy),
    description: row.description,
    short_description: row.short_description,
    highlights: row.highlights,
    department: department && departmentRef(department),
    grouped_attributes: [
      {
        title: 'Product Details',
        details: factEntries(row.attributes).map(([key, value]) => ({
          key: titleCase(key),
          value,
          type: 'text',
        })),
      },
    ],
    similars: ['category'],
    tryouts: [],
    moq: { minimum: 1, maximum: 10, increment_unit: 1 },
    is_dependent: false,
  });
}

interface DetailText {
  taxonomy: Taxonomy;
  json: string;
  /** Stands for the text in ETags (see JsonText). */
  fingerprint: string;
  /** The detail itself, frozen, for callers in this process (see JsonText). */
  value: ReturnType<typeof productDetail> | undefined;
}

// A row is kept for a while (productBySlug, productsByUids) and serialised up to three times per product page
// (its detail, then first in both comparisons) and again in the comparisons of its category's other pages.
const detailTexts = new WeakMap<ProductRow, DetailText>();

/** productDetail as JSON text, made once per kept row and taxonomy. */
function detailText(row: ProductRow, taxonomy: Taxonomy): DetailText {
  const kept = detailTexts.get(row);
  if (kept?.taxonomy === taxonomy) return kept;
  const detail = productDetail(row, taxonomy);
  const json = asciiJson(JSON.stringify(detail));
  const text = { taxonomy, json, fingerprint: hash('sha1', json, 'base64url'), value: frozenJson(detail) };
  detailTexts.set(row, text);
  return text;
}

export async function getProductDetail(db: Db, slug: string) {
  const [row, taxonomy] = await Promise.all([productBySlug(db, slug), taxonomyOf(db)]);
  const { json, fingerprint, value } = detailText(row, taxonomy);
  return new JsonText<EndpointResponse<typeof catalog.getProductDetailBySlug>>(
    json,
    fingerprint,
    value as EndpointResponse<typeof catalog.getProductDetailBySlug> | undefined,
  );
}

/** Sizes with stock summed over stores, or in one store (ProductSizes). */
export async function getProductSizes(db: Db, slug: string, storeId: number | undefined) {
  const product = await productBySlug(db, slug);
  const stock = await freshSizeStock(db, product);
  const sizes = new Map<string, { row: (typeof stock)[number]; quantity: number }>();
  const storesWithStock = new Set<number>();
  for (const row of stock) {
    const entry = sizes.get(row.size) ?? { row, quantity: 0 };
    if (row.store_uid !== null && (storeId === undefined || row.store_uid === storeId)) {
      entry.quantity += row.quantity;
      if (row.quantity > 0) storesWithStock.add(row.store_uid);
    }
    sizes.set(row.size, entry);
  }
  const list = [...sizes.values()];
  const effective = list.map((s) => s.row.price_effective);
  const marked = list.map((s) => s.row.price_marked);
  const range = (values: number[], fallback: number) =>
    values.length ? priceRange(Math.min(...values), Math.max(...values)) : priceRange(fallback, fallback);
  return compact({
    sizes: list.map(({ row, quantity }) => ({
      value: row.size,
      display: row.display,
      quantity,
      is_available: quantity > 0,
      seller_identifiers: [row.seller_identifier],
      dimension: { unit: 'cm', height: 5, length: 30, width: 25, is_default: true },
      weight: { unit: 'gram', shipping: row.weight_grams, is_default: true },
    })),
    price: {
      effective: range(effective, product.price_effective_min),
      marked: range(marked, product.price_marked_min),
      selling: range(effective, product.price_effective_min),
    },
    sellable: list.some((s) => s.quantity > 0),
    multi_size: list.length > 1,
    discount: discountText(product.discount_percent),
    stores: { count: storesWithStock.size },
  });
}

const COLOURS: Record<string, string> = {
  red: '#e53935',
  blue: '#1e88e5',
  navy: '#1a237e',
  green: '#43a047',
  olive: '#808000',
  teal: '#008080',
  black: '#000000',
  white: '#ffffff',
  grey: '#9e9e9e',
  gray: '#9e9e9e',
  beige: '#f5f5dc',
  brown: '#6d4c41',
  yellow: '#fdd835',
  orange: '#fb8c00',
  pink: '#ec407a',
  purple: '#8e24aa',
  maroon: '#800000',
};

function hexOf(attributes: Record<string, unknown>): string | undefined {
  if (typeof attributes.color_hex === 'string' && /^#?[0-9a-f]{6}$/i.test(attributes.color_hex)) {
    return attributes.color_hex.startsWith('#') ? attributes.color_hex : `#${attributes.color_hex}`;
  }
  return typeof attributes.color === 'string' ? COLOURS[attributes.color.toLowerCase()] : undefined;
}

/** Products of the same variant group, offered as colour choices (ProductVariantsResponse). */
export async function getProductVariants(db: Db, slug: string) {
  const product = await productBySlug(db, slug);
  if (!product.variant_group) return { variants: [] };
  const group = await variantGroup(db, product.variant_group);
  if (group.length < 2) return { variants: [] };
  const items = group.map((v) => {
    const colour = typeof v.attributes.color === 'string' ? v.attributes.color : v.name;
    return compact({
      uid: v.uid,
      slug: v.slug,
      name: v.name,
      value: colour,
      color_name: colour,
      color: hexOf(v.attributes),
      is_available: v.is_available,
      medias: v.medias,
      action: productAction(v.slug),
      _custom_meta: [],
    });
  });
  const allColours = items.every((i) => i.color !== undefined);
  return {
    variants: [
      {
        header: 'Color',
        key: 'color',
        display_type: allColours ? 'color' : 'image',
        group_id: product.variant_group,
        total: items.length,
        items,
      },
    ],
  };
}

/** A comparison (ProductCompareResponse) as JSON text: the heading members, the products, their attributes. */
function comparison(
  heading: Record<string, string>,
  rows: ProductRow[],
  taxonomy: Taxonomy,
): { text: string; fingerprint: string; value: Record<string, unknown> | undefined } {
  const keys = new Set<string>();
  for (const row of rows) for (const [key] of factEntries(row.attributes)) keys.add(key);
  const items = rows.map((row) => detailText(row, taxonomy));
  const members: Record<string, string> = {};
  for (const [name, value] of Object.entries(heading)) members[name] = asciiJson(JSON.stringify(value));
  const metadata = [
    { title: 'Key Features', details: [...keys].map((key) => ({ key, display: titleCase(key) })) },
  ];
  const attributes = JSON.stringify(metadata);
  const json = jsonObject({
    ...members,
    items: `[${items.map((item) => item.json).join(',')}]`,
    attributes_metadata: attributes,
  });
  const fingerprint = [...Object.values(members), ...items.map((item) => item.fingerprint), attributes].join(
    '\n',
  );
  const values = items.map((item) => item.value);
  const value = values.every((v) => v !== undefined)
    ? frozenJson({ ...heading, items: values, attributes_metadata: metadata })
    : undefined;
  return { text: json, fingerprint, value };
}

/** The product beside up to three others of its category closest in price (ProductCompareResponse). */
export async function getSimilarComparison(db: Db, slug: string) {
  const [product, taxonomy] = await Promise.all([productBySlug(db, slug), taxonomyOf(db)]);
  const others = await sameCategoryProducts(db, product, 'similar', 3);
  if (others.length === 0) return { title: 'Similar products', items: [], attributes_metadata: [] };
  const heading = { title: 'Similar products', subtitle: `Compare ${product.name} with similar products` };
  const { text, fingerprint, value } = comparison(heading, [product, ...others], taxonomy);
  type Answer = EndpointResponse<typeof catalog.getSimilarComparisonProductBySlug>;
  return new JsonText<Answer>(text, fingerprint, value as Answer | undefined);
}

/** The most popular products of its category, as products often compared with it. */
export async function getComparedFrequently(db: Db, slug: string) {
  const [product, taxonomy] = await Promise.all([productBySlug(db, slug), taxonomyOf(db)]);
  const others = await sameCategoryProducts(db, product, 'frequent', 3);
  const title = 'Frequently compared';
  if (others.length === 0) return { similars: { title, items: [], attributes_metadata: [] } };
  const heading = { title, subtitle: `Products often compared with ${product.name}` };
  const { text, fingerprint, value } = comparison(heading, [product, ...others], taxonomy);
  type Answer = EndpointResponse<typeof catalog.getComparedFrequentlyProductBySlug>;
  return new JsonText<Answer>(
    jsonObject({ similars: text }),
    fingerprint,
    value && (frozenJson({ similars: value }) as Answer | undefined),
  );
}

export async function compareProducts(db: Db, slug: string | string[] | undefined) {
  const slugs = [...new Set(typeof slug === 'string' ? [slug] : (slug ?? []))];
  if (slugs.length === 0) throw badRequest('No Product Slugs present');
  const [rows, taxonomy] = await Promise.all([productsBySlugs(db, slugs), taxonomyOf(db)]);
  if (rows.length === 0) throw notFound('Product not found');
  const { text, fingerprint, value } = comparison({}, rows, taxonomy);
  type Answer = EndpointResponse<typeof catalog.getProductComparisonBySlugs>;
  return new JsonText<Answer>(text, fingerprint, value as Answer | undefined);
}
