import type { Db } from '../../db/database';
import type { RefundStatus } from '../../db/tables/refunds';

/** A shipment's refund as its shopper sees it, in paise. */
export interface RefundDetails {
  refundId: string;
  amount: number;
  destination: 'source' | 'beneficiary';
  status: RefundStatus;
  updatedAt: Date;
}

/** The refunds of these shipments, by shipment id (a shipment has at most one). */
export async function refundDetailsOf(
  db: Db,
  shipmentIds: readonly string[],
): Promise<Map<string, RefundDetails>> {
  if (shipmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('refunds')
    .select(['id', 'shipment_id', 'amount', 'destination', 'status', 'updated_at'])
    .where('shipment_id', 'in', [...shipmentIds])
    .execute();
  return new Map(
    rows.map((row) => [
      row.shipment_id,
      {
        refundId: row.id,
        amount: Number(row.amount),
        destination: row.destination,
        status: row.status,
        updatedAt: new Date(row.updated_at),
      },
    ]),
  );
}
