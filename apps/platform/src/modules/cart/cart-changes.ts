import {
  type AddCartRequest,
  MAX_CART_LINES,
  MAX_ITEM_QUANTITY,
  type UpdateCartRequest,
} from '@vitrine/contract';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type Article, articleIdOf, findArticle, parseArticleId } from './cart-articles';
import type { CartRow } from './cart-sql';

/** How a change went: refused lines say why, in words a shopper understands. */
export interface ChangeOutcome {
  changed: number;
  refusals: string[];
}

interface StockFacts {
  name: string;
  size: string;
  stock: number;
}

interface LineFacts extends StockFacts {
  /** Units of the article the cart holds now (0: no line yet). */
  current: number;
  /** Lines the cart holds. */
  lines: number;
}

/** What a change of one line is judged by, in one round trip: the line now, the cart's size, the store's stock. */
async function lineFacts(trx: Transaction<Database>, cartId: string, article: Article): Promise<LineFacts> {
  const { rows } = await sql<LineFacts>`
    SELECT p.name, ps.display AS size,
      coalesce((SELECT quantity FROM inventory WHERE size_id = ps.id AND store_uid = ${article.storeUid}), 0) AS stock,
      coalesce((SELECT quantity FROM cart_items WHERE cart_id = ${cartId} AND size_id = ps.id
        AND store_uid = ${article.storeUid}), 0) AS current,
      (SELECT count(*) FROM cart_items WHERE cart_id = ${cartId})::integer AS lines
    FROM product_sizes ps JOIN products p ON p.uid = ps.product_uid
    WHERE ps.id = ${article.sizeId}`.execute(trx);
  const facts = rows[0];
  if (!facts) throw notFound(`Article ${articleIdOf(article)} not found`);
  return { ...facts, stock: Number(facts.stock), current: Number(facts.current), lines: Number(facts.lines) };
}

function stockRefusal(facts: StockFacts, wanted: number): string | undefined {
  if (facts.stock <= 0) return `${facts.name} (${facts.size}) is out of stock`;
  if (wanted > facts.stock) return `Only ${facts.stock} of ${facts.name} (${facts.size}) left`;
  return undefined;
}

const tooMany = () => badRequest(`You can buy at most ${MAX_ITEM_QUANTITY} of one item`);

/** Locks the cart row: changes to one cart run one after another, so its limits hold under parallel calls. */
async function lockCart(trx: Transaction<Database>, cart: CartRow): Promise<void> {
  await sql`SELECT id FROM carts WHERE id = ${cart.id} FOR UPDATE`.execute(trx);
}

async function setQuantity(trx: Transaction<Database>, cartId: string, article: Article, quantity: number) {
  if (quantity === 0) {
    await trx
      .deleteFrom('cart_items')
      .where('cart_id', '=', cartId)
      .where('size_id', '=', article.sizeId)
      .where('store_uid', '=', article.storeUid)
      .execute();
    return;
  }
  await trx
    .insertInto('cart_items')
    .values({ cart_id: cartId, size_id: article.sizeId, store_uid: article.storeUid, quantity })
    .onConflict((oc) => oc.columns(['cart_id', 'size_id', 'store_uid']).doUpdateSet({ quantity }))
    .execute();
}

/**
 * Adds items to a cart. Every item is found (a 4xx for an unknown one, before anything changes); then each is
 * added unless the store holds too few, which is refused with its reason. A buy-now cart, or `new_cart`, starts
 * empty: it holds what is being bought now and nothing else.
 */
export async function addToCart(
  db: Db,
  cart: CartRow,
  request: AddCartRequest,
  startEmpty: boolean,
): Promise<ChangeOutcome> {
  const wanted = await Promise.all(
    request.items.map(async (item) => ({
      article: await findArticle(db, item),
      quantity: item.quantity ?? 1,
    })),
  );
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, cart);
    if (startEmpty) await trx.deleteFrom('cart_items').where('cart_id', '=', cart.id).execute();
    const outcome: ChangeOutcome = { changed: 0, refusals: [] };
    for (const { article, quantity } of wanted) {
      const facts = await lineFacts(trx, cart.id, article);
      const total = facts.current + quantity;
      if (total > MAX_ITEM_QUANTITY) throw tooMany();
      if (facts.current === 0 && facts.lines >= MAX_CART_LINES) {
        throw badRequest(`A cart holds at most ${MAX_CART_LINES} different items`);
      }
      const refusal = stockRefusal(facts, total);
      if (refusal) {
        outcome.refusals.push(refusal);
        continue;
      }
      await setQuantity(trx, cart.id, article, total);
      outcome.changed += 1;
    }
    if (outcome.changed > 0 || startEmpty) {
      await trx.updateTable('carts').set({ updated_at: sql`now()` }).where('id', '=', cart.id).execute();
    }
    return outcome;
  });
}

type LineToChange = UpdateCartRequest['items'][number];

/** The line an update names: by its identifier (the article id), else its article id. */
function articleOfLine(item: LineToChange): Article {
  const id = item.identifiers.identifier || item.article_id;
  if (!id) throw badRequest('Each item needs identifiers.identifier naming the cart line');
  return parseArticleId(id);
}

/** Changes quantities (0 removes the line) or removes lines; a line not in the cart is a 404. */
export async function changeCart(db: Db, cart: CartRow, request: UpdateCartRequest): Promise<ChangeOutcome> {
  const lines = request.items.map((item) => ({ article: articleOfLine(item), quantity: item.quantity }));
  return db.transaction().execute(async (trx) => {
    await lockCart(trx, cart);
    const outcome: ChangeOutcome = { changed: 0, refusals: [] };
    for (const { article, quantity } of lines) {
      const facts = await lineFacts(trx, cart.id, article);
      if (facts.current === 0) throw notFound('Item not found in cart');
      if (request.operation === 'remove_item') {
        await setQuantity(trx, cart.id, article, 0);
        outcome.changed += 1;
        continue;
      }
      if (quantity === undefined) throw badRequest('quantity is required to update an item');
      // Fewer is always allowed, even of what has run out: the shopper is putting it back.
      const refusal = quantity > facts.current ? stockRefusal(facts, quantity) : undefined;
      if (refusal) {
        outcome.refusals.push(refusal);
        continue;
      }
      await setQuantity(trx, cart.id, article, quantity);
      outcome.changed += 1;
    }
    if (outcome.changed > 0) {
      await trx.updateTable('carts').set({ updated_at: sql`now()` }).where('id', '=', cart.id).execute();
    }
    return outcome;
  });
}
