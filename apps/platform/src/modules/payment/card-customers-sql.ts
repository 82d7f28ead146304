import type { Db } from '../../db/database';

export interface CardShopper {
  applicationId: string;
  userId: string;
}

export async function storedCardCustomer(db: Db, shopper: CardShopper, aggregator: string) {
  const row = await db
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('application_id', '=', shopper.applicationId)
    .where('user_id', '=', shopper.userId)
    .where('aggregator', '=', aggregator)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Keeps `customerId` for the shopper, or replaces `forgotten` (one the gateway no longer knows). Two at once
 * keep the first: the answer is the id stored. */
export async function storeCardCustomer(
  db: Db,
  shopper: CardShopper,
  aggregator: string,
  customerId: string,
  forgotten?: string,
): Promise<string> {
  if (forgotten) {
    await db
      .updateTable('payment_customers')
      .set({ customer_id: customerId })
      .where('application_id', '=', shopper.applicationId)
      .where('user_id', '=', shopper.userId)
      .where('aggregator', '=', aggregator)
      .where('customer_id', '=', forgotten)
      .execute();
  } else {
    await db
      .insertInto('payment_customers')
      .values({
        application_id: shopper.applicationId,
        user_id: shopper.userId,
        aggregator,
        customer_id: customerId,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  return (await storedCardCustomer(db, shopper, aggregator)) ?? customerId;
}
