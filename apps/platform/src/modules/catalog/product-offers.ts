import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { productBySlug, type SizeStock, sizeStock, stockByIdentifiers } from './product-sql';
import { type Store, type Taxonomy, taxonomyOf } from './taxonomy';
import { CURRENCY, compact, discountText, numberPage, rupees } from './views';

/** Who sells: the application's company (one seller per shop here). */
export interface SellerInfo {
  companyId: number;
  name: string;
}

/**
 * How an order would reach the caller, from the pincode their location names: the window from a store (none when
 * the shop does not serve their pincode), whether cash on delivery takes an order worth a value (paise), and which
 * of two stores delivers sooner. Built by the logistics module.
 */
export interface OfferDelivery {
  windowFrom(store: Store | undefined): { min: string; max: string } | undefined;
  codFor(orderValue: number): boolean;
  soonerFirst(a: Store | undefined, b: Store | undefined): number;
}

function offer(
  row: SizeStock,
  store: Store | undefined,
  storesWithStock: number,
  seller: SellerInfo,
  delivery: OfferDelivery,
) {
  const price = {
    effective: rupees(row.price_effective),
    marked: rupees(row.price_marked),
    selling: rupees(row.price_effective),
    ...CURRENCY,
  };
  const percent = row.price_marked > 0 ? Math.round((1 - row.price_effective / row.price_marked) * 100) : 0;
  const pincode = store ? Number(store.address.pincode) : Number.NaN;
  return compact({
    store: store && { uid: store.uid, name: store.name, count: storesWithStock },
    seller: { uid: seller.companyId, name: seller.name, count: 1 },
    article_id: `${row.size_id}-${store?.uid ?? 0}`,
    quantity: row.quantity,
    price,
    price_per_piece: price,
    discount: discountText(percent),
    is_cod: delivery.codFor(row.price_effective),
    is_gift: false,
    item_type: 'standard',
    seller_count: 1,
    pincode: Number.isFinite(pincode) ? pincode : undefined,
    long_lat: store ? [store.address.longitude, store.address.latitude] : undefined,
    return_config: { returnable: true, time: 30, unit: 'days' },
    delivery_promise: delivery.windowFrom(store),
    article_assignment: { strategy: 'optimal', level: 'multi-companies' },
    strategy_wise_listing: [],
  });
}

async function sizeOffers(db: Db, slug: string, size: string) {
  const product = await productBySlug(db, slug);
  const rows = await sizeStock(db, product.uid, size);
  if (rows.length === 0) throw notFound('Size not found for this product');
  const taxonomy = await taxonomyOf(db);
  const stocked = rows.filter((r) => r.store_uid !== null && r.quantity > 0);
  return { rows, stocked, taxonomy };
}

/** Stores delivering sooner first, then those holding more, then by store number. */
function soonestThenMost(taxonomy: Taxonomy, delivery: OfferDelivery) {
  const storeOf = (r: SizeStock) => (r.store_uid === null ? undefined : taxonomy.storeByUid.get(r.store_uid));
  return (a: SizeStock, b: SizeStock) =>
    delivery.soonerFirst(storeOf(a), storeOf(b)) ||
    b.quantity - a.quantity ||
    (a.store_uid ?? 0) - (b.store_uid ?? 0);
}

/** Price and availability of one size: from the given store, else from the store delivering soonest. */
export async function getSizePrice(
  db: Db,
  slug: string,
  size: string,
  storeId: number | undefined,
  seller: SellerInfo,
  delivery: OfferDelivery,
) {
  const { rows, stocked, taxonomy } = await sizeOffers(db, slug, size);
  let chosen: SizeStock;
  if (storeId !== undefined) {
    if (!taxonomy.storeByUid.has(storeId)) throw notFound('Store not found');
    chosen = rows.find((r) => r.store_uid === storeId) ?? { ...rows[0], store_uid: storeId, quantity: 0 };
  } else {
    chosen = [...stocked].sort(soonestThenMost(taxonomy, delivery))[0] ?? { ...rows[0], quantity: 0 };
  }
  const store = chosen.store_uid === null ? undefined : taxonomy.storeByUid.get(chosen.store_uid);
  return offer(chosen, store, stocked.length, seller, delivery);
}

const STRATEGIES = [
  { value: 'optimal', name: 'Optimal' },
  { value: 'low-price', name: 'Lowest price' },
  { value: 'fast-delivery', name: 'Fastest delivery' },
];

/** Every store offering the size, soonest delivery then most stock first (ProductSizeSellersResponse). */
export async function getSizeSellers(
  db: Db,
  slug: string,
  size: string,
  query: { strategy?: string; page_no?: number; page_size?: number },
  seller: SellerInfo,
  delivery: OfferDelivery,
) {
  const strategy = query.strategy ?? 'optimal';
  if (!STRATEGIES.some((s) => s.value === strategy)) {
    throw badRequest(`strategy must be one of ${STRATEGIES.map((s) => s.value).join(', ')}`);
  }
  const { stocked, taxonomy } = await sizeOffers(db, slug, size);
  const sorted = [...stocked].sort(soonestThenMost(taxonomy, delivery));
  const pageNo = query.page_no ?? 1;
  const pageSize = query.page_size ?? 12;
  const slice = sorted.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return {
    items: slice.map((r) =>
      offer(r, taxonomy.storeByUid.get(r.store_uid ?? 0), stocked.length, seller, delivery),
    ),
    page: numberPage(pageNo, pageSize, sorted.length),
    sort_on: STRATEGIES.map((s) => ({ name: s.name, value: s.value, is_selected: s.value === strategy })),
  };
}

const listOf = (value: string | string[] | undefined) =>
  (typeof value === 'string' ? [value] : (value ?? []))
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** Stock of articles by product uid or by identifier (ProductStockStatusResponse). */
export async function getStockStatus(
  db: Db,
  query: Partial<Record<'item_id' | 'alu' | 'sku_code' | 'ean' | 'upc', string | string[]>>,
  seller: SellerInfo,
) {
  const itemIds = listOf(query.item_id);
  const identifiers = [
    ...listOf(query.alu),
    ...listOf(query.sku_code),
    ...listOf(query.ean),
    ...listOf(query.upc),
  ];
  if (itemIds.length === 0 && identifiers.length === 0)
    throw badRequest('Give item_id, alu, sku_code, ean or upc');
  if (itemIds.length + identifiers.length > 50) throw badRequest('Ask for at most 50 items at once');
  if (itemIds.some((id) => !/^\d{1,9}$/.test(id))) throw badRequest('item_id must be product numbers');
  const [rows, taxonomy] = await Promise.all([
    stockByIdentifiers(db, itemIds.map(Number), identifiers),
    taxonomyOf(db),
  ]);
  return {
    items: rows.map((r) => stockStatusItem(r, taxonomy.storeByUid.get(r.store_uid ?? 0), seller)),
  };
}

/** The stock of one size in one store, as the stock-status calls answer it. */
export function stockStatusItem(
  r: {
    product_uid: number;
    size: string;
    store_uid: number | null;
    quantity: number;
    price_effective: number;
    price_marked: number;
    seller_identifier: string;
  },
  store: Store | undefined,
  seller: SellerInfo,
) {
  return compact({
    uid: `${r.product_uid}_${r.size}_${r.store_uid}`,
    item_id: r.product_uid,
    size: r.size,
    quantity: r.quantity,
    store: store && { id: store.uid, name: store.name, city: store.address.city, code: store.store_code },
    price: {
      effective: rupees(r.price_effective),
      marked: rupees(r.price_marked),
      currency: CURRENCY.currency_code,
    },
    seller: { uid: seller.companyId, name: seller.name, count: 1 },
    company: { id: seller.companyId, name: seller.name },
    identifier: { sku_code: r.seller_identifier },
  });
}
