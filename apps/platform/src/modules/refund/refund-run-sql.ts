import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BeneficiaryRow } from '../payment/refund-accounts-sql';
import { defaultBeneficiaryOf } from '../payment/refund-accounts-sql';
import type { RefundFilter } from './refund-kick';
import type { RefundOutcome } from './refund-outcome';

const BATCH = 50;

/** A refund a runner holds, with the payment it goes back to. */
export interface ClaimedRefund {
  id: string;
  applicationId: string;
  userId: string;
  shipmentId: string;
  amount: number;
  destination: 'source' | 'beneficiary';
  beneficiaryId: string | null;
  /** Initiated by an earlier run, whose gateway call may have gone through: ask before asking again. */
  wasInitiated: boolean;
  aggregator: string | null;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
}

/** The unpaid refunds to try, oldest first. */
export async function unpaidRefunds(db: Db, filter: RefundFilter = {}): Promise<string[]> {
  let query = db
    .selectFrom('refunds')
    .select('id')
    .where('status', 'in', ['pending', 'initiated'])
    .orderBy('created_at')
    .limit(BATCH);
  if (filter.shipmentId) query = query.where('shipment_id', '=', filter.shipmentId);
  if (filter.orderId) query = query.where('order_id', '=', filter.orderId);
  return (await query.execute()).map((row) => row.id);
}

/** Waits until no transaction holds the shipment's row: the move that owed its refund has ended. */
export async function awaitShipmentMove(db: Db, shipmentId: string): Promise<void> {
  await db
    .transaction()
    .execute((trx) => sql`SELECT 1 FROM shipments WHERE id = ${shipmentId} FOR SHARE`.execute(trx));
}

/**
 * Marks the refund initiated, under its row lock (skipped when another runner holds it), taking the shopper's
 * default beneficiary when it has none yet. Undefined when it is not this runner's to pay now: paid, held, or
 * waiting for the shopper to name an account.
 */
export function claimRefund(db: Db, refundId: string): Promise<ClaimedRefund | undefined> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: string;
      application_id: string;
      user_id: string;
      shipment_id: string;
      amount: number;
      destination: 'source' | 'beneficiary';
      beneficiary_id: string | null;
      status: string;
      aggregator: string | null;
      gateway_order_id: string | null;
      gateway_payment_id: string | null;
    }>`
      SELECT r.id, r.application_id, o.user_id, r.shipment_id, r.amount, r.destination, r.beneficiary_id,
        r.status, p.aggregator, p.gateway_order_id, p.gateway_payment_id
      FROM refunds r JOIN orders o ON o.id = r.order_id LEFT JOIN payments p ON p.id = r.payment_id
      WHERE r.id = ${refundId} AND r.status IN ('pending', 'initiated')
      FOR UPDATE OF r SKIP LOCKED`.execute(trx);
    const row = rows[0];
    if (!row) return undefined;
    const shopper = { applicationId: row.application_id, userId: row.user_id };
    const beneficiaryId =
      row.destination === 'beneficiary'
        ? (row.beneficiary_id ?? (await defaultBeneficiaryOf(trx, shopper)) ?? null)
        : null;
    if (row.destination === 'beneficiary' && !beneficiaryId) return undefined;
    await trx
      .updateTable('refunds')
      .set({ status: 'initiated', beneficiary_id: beneficiaryId, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    return {
      id: row.id,
      applicationId: row.application_id,
      userId: row.user_id,
      shipmentId: row.shipment_id,
      amount: Number(row.amount),
      destination: row.destination,
      beneficiaryId,
      wasInitiated: row.status === 'initiated',
      aggregator: row.aggregator,
      gatewayOrderId: row.gateway_order_id,
      gatewayPaymentId: row.gateway_payment_id,
    };
  });
}

export function beneficiaryOf(db: Db, refund: ClaimedRefund): Promise<BeneficiaryRow | undefined> {
  return db
    .selectFrom('refund_beneficiaries')
    .selectAll()
    .where('application_id', '=', refund.applicationId)
    .where('user_id', '=', refund.userId)
    .where('beneficiary_id', '=', refund.beneficiaryId ?? '')
    .executeTakeFirst();
}

/** Notes the gateway's refund id of a refund still in flight. */
export async function noteInFlight(db: Db, refundId: string, gatewayRefundId: string): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ gateway_refund_id: gatewayRefundId, updated_at: sql`now()` })
    .where('id', '=', refundId)
    .where('status', '=', 'initiated')
    .execute();
}

/** Records the gateway's final word, once: false when another runner settled the refund first. */
export async function settleRefund(
  trx: Db,
  refundId: string,
  outcome: Exclude<RefundOutcome, { state: 'waiting' }>,
): Promise<boolean> {
  const settled = await trx
    .updateTable('refunds')
    .set(
      outcome.state === 'refunded'
        ? {
            status: 'refunded',
            gateway_refund_id: outcome.gatewayRefundId,
            failure: null,
            updated_at: sql`now()`,
          }
        : { status: 'failed', failure: outcome.reason.slice(0, 500), updated_at: sql`now()` },
    )
    .where('id', '=', refundId)
    .where('status', '=', 'initiated')
    .executeTakeFirst();
  return Number(settled.numUpdatedRows) > 0;
}

/** The shipment's status and where it last moved (the tracking's place for the refund's event). */
export async function shipmentWhereabouts(
  trx: Db,
  shipmentId: string,
): Promise<{ status: string; location: string } | undefined> {
  const { rows } = await sql<{ status: string; location: string | null; city: string | null }>`
    SELECT s.status,
      (SELECT e.location FROM shipment_events e WHERE e.shipment_id = s.id ORDER BY e.at DESC, e.id DESC LIMIT 1)
        AS location,
      st.address->>'city' AS city
    FROM shipments s LEFT JOIN stores st ON st.uid = s.store_uid WHERE s.id = ${shipmentId}`.execute(trx);
  const row = rows[0];
  return row && { status: row.status, location: row.location ?? row.city ?? '' };
}
