import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

// Where a shopper's refunds go.

type TransferMode = 'bank' | 'upi' | 'wallet';

export interface RefundBeneficiaryTable {
  /** The number the SDK's model shows; beneficiary_id is what calls name. */
  id: Generated<number>;
  /** 96 random bits in hex. */
  beneficiary_id: string;
  application_id: string;
  user_id: string;
  transfer_mode: TransferMode;
  /** The full number, for paying the refund: never in an answer or a log line (see refund-accounts.ts). */
  account_no: Generated<string>;
  ifsc_code: Generated<string>;
  bank_name: Generated<string>;
  branch_name: Generated<string>;
  account_holder: Generated<string>;
  vpa: Generated<string>;
  wallet: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  modified_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A shopper's choice for one transfer mode; a mode without a row is on. */
export interface RefundTransferModeTable {
  application_id: string;
  user_id: string;
  transfer_mode: TransferMode;
  enabled: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
