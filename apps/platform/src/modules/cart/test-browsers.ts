import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TestPlatform } from '../../testing/harness';
import { officialClients } from '../user/test-clients';
import { CART_COOKIE } from './cart-owner';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

/**
 * One shopper's browser using the official SDK's cart calls (v1.4.13 with strict response checks, or v3.4.2): it
 * sends the session cookie when signed in, and keeps the cart cookie the platform sets for a visitor.
 */
export function browser(platform: TestPlatform, session?: string) {
  let cartCookie = '';
  const cookie = () => [session, cartCookie].filter(Boolean).join('; ') || undefined;
  return {
    /** The official SDK's cart module as this browser would call it. */
    cart: (version: 'v1' | 'v3'): Json => officialClients(platform, cookie())[version].cart,
    /** A call that may set the cart cookie (the first that makes the visitor a cart). */
    async call(version: 'v1' | 'v3', method: string, args: Json = {}): Promise<Json> {
      const [answer, headers] = await officialClients(platform, cookie())[version].cart[method](args, {
        responseHeaders: true,
      });
      const set = ([headers['set-cookie'] ?? []].flat() as string[]).find((line) =>
        line.startsWith(`${CART_COOKIE}=`),
      );
      if (set) cartCookie = set.split(';')[0];
      return answer;
    },
  };
}

export interface StockedArticle {
  /** `{size id}-{store uid}`. */
  id: string;
  product: number;
  slug: string;
  /** Unit prices in paise. */
  effective: number;
  marked: number;
}

/** Articles with at least `stock` units in their store, dearest first; `tiered` picks products with bulk tiers. */
export async function stockedArticles(db: Db, options: { tiered: boolean; stock?: number }) {
  const { rows } = await sql<{
    size_id: number;
    store_uid: number;
    product_uid: number;
    slug: string;
    price_effective: string;
    price_marked: string;
  }>`SELECT i.size_id, i.store_uid, ps.product_uid, p.slug, ps.price_effective, ps.price_marked
     FROM inventory i JOIN product_sizes ps ON ps.id = i.size_id JOIN products p ON p.uid = ps.product_uid
     WHERE i.quantity >= ${options.stock ?? 5} AND p.is_active
       AND EXISTS (SELECT 1 FROM bulk_price_tiers t WHERE t.product_uid = p.uid) = ${options.tiered}
     ORDER BY ps.price_effective DESC, i.size_id, i.store_uid`.execute(db);
  return rows.map(
    (r): StockedArticle => ({
      id: `${r.size_id}-${r.store_uid}`,
      product: r.product_uid,
      slug: r.slug,
      effective: Number(r.price_effective),
      marked: Number(r.price_marked),
    }),
  );
}
