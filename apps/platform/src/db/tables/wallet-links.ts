import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

// Wallets shoppers linked at the shop's gateway (025_wallet_links).

type WalletLinkStatus = 'pending' | 'linked' | 'delinked';

export interface WalletLinkTable {
  /** 128 random bits in hex: the link_token the shopper's browser answers the OTP with. */
  id: string;
  application_id: string;
  user_id: string;
  aggregator: string;
  wallet_code: string;
  mobile: string;
  /** The gateway's id of the OTP it sent. */
  gateway_link_id: string;
  /** The gateway's token for the linked wallet: server side only, never in an answer or a log. */
  wallet_token: string | null;
  status: Generated<WalletLinkStatus>;
  linked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
