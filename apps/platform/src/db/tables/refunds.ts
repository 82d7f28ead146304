import type { ColumnType } from 'kysely';
import type { CreatedAt, Money } from './columns';

type RefundDestination = 'source' | 'beneficiary';
export type RefundStatus = 'pending' | 'initiated' | 'refunded' | 'failed';

/** Money owed back for a cancelled or returned shipment, and how paying it back went. */
export interface RefundTable {
  id: string;
  application_id: string;
  order_id: string;
  shipment_id: string;
  /** The online payment it goes back to; null when paid at the door (a beneficiary gets it). */
  payment_id: string | null;
  amount: Money;
  destination: RefundDestination;
  beneficiary_id: string | null;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  gateway_refund_id: string | null;
  failure: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
