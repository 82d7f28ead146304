import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface WalletShopper {
  applicationId: string;
  userId: string;
}

const ofShopper = (shopper: WalletShopper) =>
  sql`application_id = ${shopper.applicationId} AND user_id = ${shopper.userId}`;

export async function insertPendingLink(
  db: Db,
  shopper: WalletShopper,
  link: { id: string; aggregator: string; walletCode: string; mobile: string; gatewayLinkId: string },
): Promise<void> {
  await db
    .insertInto('wallet_links')
    .values({
      id: link.id,
      application_id: shopper.applicationId,
      user_id: shopper.userId,
      aggregator: link.aggregator,
      wallet_code: link.walletCode,
      mobile: link.mobile,
      gateway_link_id: link.gatewayLinkId,
    })
    .execute();
}

/** The shopper's link waiting for its OTP, by the link_token they were given. */
export async function pendingLinkOf(db: Db, shopper: WalletShopper, id: string) {
  const { rows } = await sql<{ id: string; wallet_code: string; mobile: string; gateway_link_id: string }>`
    SELECT id, wallet_code, mobile, gateway_link_id FROM wallet_links
    WHERE id = ${id} AND ${ofShopper(shopper)} AND status = 'pending'`.execute(db);
  return rows[0];
}

/** The shopper's linked wallet of this code, with its token (server side only). */
export async function linkedWalletOf(db: Db, shopper: WalletShopper, walletCode: string) {
  const { rows } = await sql<{ id: string; wallet_code: string; wallet_token: string }>`
    SELECT id, wallet_code, wallet_token FROM wallet_links
    WHERE ${ofShopper(shopper)} AND wallet_code = ${walletCode} AND status = 'linked'`.execute(db);
  return rows[0];
}

/** The codes of the wallets the shopper has linked (no tokens). */
export async function linkedWalletCodes(db: Db, shopper: WalletShopper): Promise<string[]> {
  const { rows } = await sql<{ wallet_code: string }>`
    SELECT wallet_code FROM wallet_links WHERE ${ofShopper(shopper)} AND status = 'linked'`.execute(db);
  return rows.map((row) => row.wallet_code);
}

/**
 * Marks the pending link linked with its token, in one transaction with the shopper's earlier link of the same
 * wallet given up (its token is returned, to be revoked at the gateway). Undefined when the link was not pending.
 */
export async function markLinked(db: Db, shopper: WalletShopper, id: string, token: string) {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('wallet_links')
      .select(['wallet_code'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!pending) return undefined;
    // Two links of one wallet answered at once take turns: the second then finds the first and replaces it.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`wallet-links:${shopper.applicationId}:${shopper.userId}:${pending.wallet_code}`}))`.execute(
      trx,
    );
    const link = await trx
      .selectFrom('wallet_links')
      .select(['wallet_code'])
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (!link) return undefined;
    const earlier = await trx
      .selectFrom('wallet_links')
      .select(['id', 'wallet_token'])
      .where('application_id', '=', shopper.applicationId)
      .where('user_id', '=', shopper.userId)
      .where('wallet_code', '=', link.wallet_code)
      .where('status', '=', 'linked')
      .forUpdate()
      .executeTakeFirst();
    if (earlier) await markDelinked(trx, earlier.id);
    await trx
      .updateTable('wallet_links')
      .set({ status: 'linked', wallet_token: token, linked_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return { replacedToken: earlier?.wallet_token ?? undefined };
  });
}

export async function markDelinked(db: Db, id: string): Promise<void> {
  await db
    .updateTable('wallet_links')
    .set({ status: 'delinked', wallet_token: null, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'linked')
    .execute();
}
