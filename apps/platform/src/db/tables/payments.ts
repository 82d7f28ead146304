import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Money } from './columns';

// Online payments and the gateway events that settle them.

type OnlinePaymentStatus = 'created' | 'paid' | 'failed' | 'refund_due';

export interface PaymentTable {
  id: string;
  application_id: string;
  order_id: string;
  aggregator: string;
  /** The gateway's own id of what it was asked to collect. */
  gateway_order_id: string;
  amount: Money;
  currency: Generated<string>;
  status: Generated<OnlinePaymentStatus>;
  gateway_payment_id: string | null;
  failure: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PaymentEventTable {
  aggregator: string;
  event_id: string;
  kind: string;
  received_at: CreatedAt;
}
