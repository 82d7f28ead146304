import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { SellerInfo } from '../catalog/product-offers';
import { type BulkTier, productBySlug } from '../catalog/product-sql';
import { CURRENCY, rupees } from '../catalog/views';
import { bulkUnitPrice } from './cart-pricing';

/** What names the product (and maybe one article of it): the query of getBulkDiscountOffers. */
export interface BulkPriceQuery {
  item_id?: number;
  uid?: number;
  slug?: string;
  article_id?: string;
}

interface PricedProduct {
  uid: number;
  marked: number;
  effective: number;
  /** Read with the product when it is named by slug (the product page's call). */
  tiers?: BulkTier[];
}

/** The product's lowest prices, or the named article's (an article id is `{size id}-{store uid}`). */
async function pricedProduct(db: Db, query: BulkPriceQuery): Promise<PricedProduct> {
  const article = query.article_id && /^(\d{1,9})-\d{1,9}$/.exec(query.article_id);
  if (query.article_id && !article) throw badRequest('article_id is not an article of this shop');
  if (article) {
    const size = await db
      .selectFrom('product_sizes as ps')
      .innerJoin('products as p', 'p.uid', 'ps.product_uid')
      .select(['ps.product_uid as uid', 'ps.price_marked as marked', 'ps.price_effective as effective'])
      .where('ps.id', '=', Number(article[1]))
      .where('p.is_active', '=', true)
      .executeTakeFirst();
    if (!size) throw notFound('Article not found');
    return { uid: size.uid, marked: Number(size.marked), effective: Number(size.effective) };
  }
  if (query.slug) {
    const product = await productBySlug(db, query.slug);
    return {
      uid: product.uid,
      marked: Number(product.price_marked_min),
      effective: Number(product.price_effective_min),
      tiers: product.bulk_tiers,
    };
  }
  const uid = query.uid ?? query.item_id;
  if (uid === undefined) throw badRequest('slug, uid, item_id or article_id is required');
  const product = await db
    .selectFrom('products')
    .select(['uid', 'price_marked_min as marked', 'price_effective_min as effective'])
    .where('uid', '=', uid)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!product) throw notFound('Product not found');
  return { uid: product.uid, marked: Number(product.marked), effective: Number(product.effective) };
}

/** Quantity tiers of a product with the unit price and total at each (BulkPriceResponse); none → empty data. */
export async function getBulkPriceOffers(db: Db, query: BulkPriceQuery, seller: SellerInfo) {
  const product = await pricedProduct(db, query);
  const tiers =
    product.tiers ??
    (await db
      .selectFrom('bulk_price_tiers')
      .select(['min_quantity', 'discount_percent'])
      .where('product_uid', '=', product.uid)
      .orderBy('min_quantity')
      .execute());
  if (tiers.length === 0) return { data: [] };
  const best = Math.max(...tiers.map((t) => t.discount_percent));
  const offers = tiers.map((tier) => {
    const unit = bulkUnitPrice(product.effective, tier.discount_percent);
    return {
      quantity: tier.min_quantity,
      price: {
        marked: rupees(product.marked),
        effective: rupees(product.effective),
        bulk_effective: rupees(unit),
        ...CURRENCY,
      },
      margin: tier.discount_percent,
      total: rupees(unit * tier.min_quantity),
      best: tier.discount_percent === best,
      auto_applied: true,
      type: 'bulk',
    };
  });
  return { data: [{ offers, seller: { uid: seller.companyId, name: seller.name } }] };
}
