import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Money } from './columns';

// Payment links: amounts asked of anyone holding the link, paid at the shop's gateway.

type PaymentLinkStatus = 'active' | 'paid' | 'cancelled' | 'expired';

export interface PaymentLinkTable {
  /** 128 random bits in hex: the link's address, and all a payer needs to see and pay it. */
  id: string;
  application_id: string;
  /** The shopper who made the link: only they may cancel it or send it again. */
  user_id: string;
  amount: Money;
  currency: Generated<string>;
  description: Generated<string>;
  email: Generated<string>;
  mobile_number: Generated<string>;
  external_order_id: Generated<string>;
  status: Generated<PaymentLinkStatus>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  aggregator: string | null;
  /** What the gateway calls the link's collection, once the payer chose to pay. */
  gateway_order_id: string | null;
  ordered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The captured payment: set once, by the gateway's word. */
  gateway_payment_id: string | null;
  failure: string | null;
  /** Money came after the link was cancelled or expired: it is to be returned. */
  refund_due: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
