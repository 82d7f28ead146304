import {
  type AddCartRequest,
  MAX_CART_LINES,
  MAX_ITEM_QUANTITY,
  type UpdateCartRequest,
} from '@vitrine/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type Article, articleIdOf, findArticle, parseArticleId } from './cart-articles';
import type { CartRow } from './cart-sql';

/** How a change went: refused lines say why, in words a shopper understands. */
export interface ChangeOutcome {
  changed: number;
  refusals: string[];
  /** When the cart last changed, if this change touched it. */
  touchedAt?: Date;
}

/** What `cart_put_line` (migration 020) found and did, under the cart's row lock. */
interface LinePut {
  item_name: string | null;
  size_display: string | null;
  stock: number;
  units_before: number;
  verdict: 'done' | 'unknown' | 'not_in_cart' | 'too_many' | 'too_many_lines' | 'short';
  touched_at: Date | null;
}

/** Adds `quantity` to an article's line, or sets the line to it: one round trip, atomic on its own. */
async function putLine(
  executor: Kysely<Database>,
  cartId: string,
  article: Article,
  change: { quantity: number; add: boolean },
): Promise<LinePut> {
  const { rows } = await sql<LinePut>`SELECT * FROM cart_put_line(${cartId}, ${article.sizeId},
    ${article.storeUid}, ${change.quantity}, ${change.add}, ${MAX_ITEM_QUANTITY}, ${MAX_CART_LINES})`.execute(
    executor,
  );
  return rows[0];
}

/** Counts a line put into the outcome: a refusal in words, or a 4xx that undoes the whole request. */
function record(outcome: ChangeOutcome, article: Article, put: LinePut): void {
  switch (put.verdict) {
    case 'done':
      outcome.changed += 1;
      if (put.touched_at) outcome.touchedAt = put.touched_at;
      return;
    case 'unknown':
      throw notFound(`Article ${articleIdOf(article)} not found`);
    case 'not_in_cart':
      throw notFound('Item not found in cart');
    case 'too_many':
      throw badRequest(`You can buy at most ${MAX_ITEM_QUANTITY} of one item`);
    case 'too_many_lines':
      throw badRequest(`A cart holds at most ${MAX_CART_LINES} different items`);
    case 'short': {
      const what = `${put.item_name} (${put.size_display})`;
      outcome.refusals.push(put.stock <= 0 ? `${what} is out of stock` : `Only ${put.stock} of ${what} left`);
    }
  }
}

export interface LineChange {
  article: Article;
  quantity: number;
  add: boolean;
}

async function putLines(executor: Kysely<Database>, cartId: string, lines: LineChange[]) {
  const outcome: ChangeOutcome = { changed: 0, refusals: [] };
  for (const line of lines)
    record(outcome, line.article, await putLine(executor, cartId, line.article, line));
  return outcome;
}

/**
 * Puts lines into a cart. One line is one statement, atomic by itself; several (or a cart emptied first) run in
 * one transaction, so a 4xx for any line leaves the cart as it was.
 */
function putAll(db: Db, cart: CartRow, lines: LineChange[], startEmpty = false): Promise<ChangeOutcome> {
  if (lines.length === 1 && !startEmpty) return putLines(db, cart.id, lines);
  return db.transaction().execute(async (trx) => {
    let touchedAt: Date | undefined;
    if (startEmpty) {
      // Touching the cart first takes its row lock, as each line's put does.
      const touched = await trx
        .updateTable('carts')
        .set({ updated_at: sql`now()` })
        .where('id', '=', cart.id)
        .returning('updated_at')
        .executeTakeFirst();
      touchedAt = touched && new Date(touched.updated_at);
      await trx.deleteFrom('cart_items').where('cart_id', '=', cart.id).execute();
    }
    const outcome = await putLines(trx, cart.id, lines);
    return { ...outcome, touchedAt: outcome.touchedAt ?? touchedAt };
  });
}

/** The articles an add names, each found (a 4xx for an unknown one, before anything changes). */
export function articlesToAdd(db: Db, request: AddCartRequest): Promise<LineChange[]> {
  return Promise.all(
    request.items.map(async (item) => ({
      article: await findArticle(db, item),
      quantity: item.quantity ?? 1,
      add: true,
    })),
  );
}

/**
 * Adds found articles to a cart, each unless the store holds too few, which is refused with its reason. A buy-now
 * cart, or `new_cart`, starts empty: it holds what is being bought now and nothing else.
 */
export function addToCart(db: Db, cart: CartRow, lines: LineChange[], startEmpty: boolean) {
  return putAll(db, cart, lines, startEmpty);
}

type LineToChange = UpdateCartRequest['items'][number];

/** The line an update names: by its identifier (the article id), else its article id. */
function articleOfLine(item: LineToChange): Article {
  const id = item.identifiers.identifier || item.article_id;
  if (!id) throw badRequest('Each item needs identifiers.identifier naming the cart line');
  return parseArticleId(id);
}

/** Changes quantities (0 removes the line) or removes lines; a line not in the cart is a 404. */
export function changeCart(db: Db, cart: CartRow, request: UpdateCartRequest): Promise<ChangeOutcome> {
  const lines = request.items.map((item) => {
    if (request.operation === 'remove_item') return { article: articleOfLine(item), quantity: 0, add: false };
    if (item.quantity === undefined) throw badRequest('quantity is required to update an item');
    return { article: articleOfLine(item), quantity: item.quantity, add: false };
  });
  return putAll(db, cart, lines);
}
