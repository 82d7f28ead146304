import type { CreatedAt } from './columns';

/** Which customer of a payment gateway a shopper is: all the shop knows of their saved cards. */
export interface PaymentCustomerTable {
  application_id: string;
  user_id: string;
  aggregator: string;
  /** The gateway's id of the customer (Razorpay: `cust_…`), whose tokens are the shopper's saved cards. */
  customer_id: string;
  created_at: CreatedAt;
}
