import type { Db } from '../../db/database';

/** The first answer given for an order the shopper placed: by the checkout's idempotency key, or by its cart. */
export async function earlierAnswer(
  db: Db,
  applicationId: string,
  userId: string,
  by: { idempotencyKey?: string; cartId?: string },
): Promise<Record<string, unknown> | undefined> {
  if (!by.idempotencyKey && !by.cartId) return undefined;
  let query = db
    .selectFrom('orders')
    .select('checkout_answer')
    .where('application_id', '=', applicationId)
    .where('user_id', '=', userId)
    // A given-up order answers nothing: its cart may be checked out again.
    .where('status', '<>', 'abandoned');
  query = by.idempotencyKey
    ? query.where('idempotency_key', '=', by.idempotencyKey)
    : query.where('cart_id', '=', by.cartId as string);
  const row = await query.executeTakeFirst();
  return row?.checkout_answer as Record<string, unknown> | undefined;
}

/** Whether an order's newest payment attempt was declined: some providers take an order's id only once. */
export async function lastAttemptFailed(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('failure')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return Boolean(row?.failure);
}

/** The order of a cart that is not given up, if any: at most one (migration 019). */
export async function liveOrderOf(db: Db, cartId: string) {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'created_at', 'checkout_answer'])
    .where('cart_id', '=', cartId)
    .where('status', '<>', 'abandoned')
    .executeTakeFirst();
  return row && { ...row, checkout_answer: row.checkout_answer as Record<string, unknown> };
}

/** Whether an error is the database refusing a second row for a unique key. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
