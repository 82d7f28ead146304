import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { GatewayWord, Settlement } from './gateway-word';

interface LinkRow {
  id: string;
  amount: number;
  currency: string;
  status: string;
  open: boolean;
  gateway_payment_id: string | null;
}

/**
 * Settles the payment link whose gateway order is `gatewayOrderId`, in the caller's transaction. The link's row
 * lock orders callbacks, status checks and a cancel of one link one after another: the first captured payment
 * marks it paid, and every later word changes nothing. Money that comes after the link was cancelled or expired
 * is kept as owed back (refund_due), never as a paid link.
 */
export async function settlePaymentLink(
  trx: Transaction<Database>,
  aggregator: string,
  gatewayOrderId: string,
  word: GatewayWord,
): Promise<Settlement> {
  const { rows } = await sql<LinkRow>`
    SELECT id, amount, currency, status, gateway_payment_id,
      status = 'active' AND expires_at > now() AS open
    FROM payment_links
    WHERE aggregator = ${aggregator} AND gateway_order_id = ${gatewayOrderId} FOR UPDATE`.execute(trx);
  const link = rows[0];
  if (!link) return 'unknown';
  if (link.gateway_payment_id) return 'already_settled';
  if (word.outcome === 'failed') {
    await trx
      .updateTable('payment_links')
      .set({ failure: word.reason, updated_at: sql`now()` })
      .where('id', '=', link.id)
      .execute();
    return 'attempt_failed';
  }
  if (Number(link.amount) !== word.amount || link.currency !== word.currency) return 'mismatch';
  await trx
    .updateTable('payment_links')
    .set({
      status: link.open ? 'paid' : link.status === 'active' ? 'expired' : sql`status`,
      refund_due: !link.open,
      gateway_payment_id: word.gatewayPaymentId,
      failure: null,
      updated_at: sql`now()`,
    })
    .where('id', '=', link.id)
    .execute();
  return link.open ? 'paid' : 'refund_due';
}
