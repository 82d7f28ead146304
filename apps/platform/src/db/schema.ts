// The database's tables, for Kysely: each domain's tables live in tables/, and this file joins them.

import type {
  AddressTable,
  CommunicationConsentTable,
  FollowTable,
  OneTimeCodeTable,
  PushTokenTable,
  SocialIdentityTable,
  UserSessionTable,
  UserTable,
} from './tables/accounts';
import type {
  BrandTable,
  BulkPriceTierTable,
  CategoryTable,
  CollectionItemTable,
  CollectionTable,
  DepartmentTable,
  InventoryTable,
  ProductBundleItemTable,
  ProductBundleTable,
  ProductSizeTable,
  ProductTable,
} from './tables/catalogue';
import type {
  CartItemTable,
  CartTable,
  CouponTable,
  CouponUseTable,
  OrderBagTable,
  OrderTable,
  ShipmentEventTable,
  ShipmentTable,
} from './tables/commerce';
import type { ClickEventTable, NewsletterSubscriberTable, ShortLinkTable } from './tables/engagement';
import type { CreditNoteLockTable, CreditNoteTable } from './tables/finance';
import type { CustomFormTable, StoredFileTable, TicketHistoryTable, TicketTable } from './tables/leads';
import type { PromotionTable, SharedCartItemTable, SharedCartTable } from './tables/offers';
import type { DevOutboxTable, EditorSessionTable, RateLimitTable } from './tables/operations';
import type { PaymentCustomerTable } from './tables/payment-customers';
import type { PaymentLinkTable } from './tables/payment-links';
import type { PaymentEventTable, PaymentTable } from './tables/payments';
import type { RefundBeneficiaryTable, RefundTransferModeTable } from './tables/refund-beneficiaries';
import type { RefundTable } from './tables/refunds';
import type {
  ReferralCodeTable,
  ReferralRedemptionTable,
  RewardBalanceTable,
  RewardEntryTable,
} from './tables/rewards';
import type {
  ApplicationTable,
  ContentTable,
  CurrencyRateTable,
  CurrencyTable,
  StoreTable,
  ThemePageTable,
  ThemeTable,
} from './tables/shop';
import type { WalletLinkTable } from './tables/wallet-links';

export type {
  AddressTable,
  OneTimeCodeTable,
  UserAttributeValues,
  UserEmail,
  UserPhoneNumber,
  UserTable,
} from './tables/accounts';
export type {
  BrandTable,
  CategoryTable,
  CollectionItemTable,
  CollectionTable,
  DepartmentTable,
  InventoryTable,
  ProductSizeTable,
  ProductTable,
} from './tables/catalogue';
export type { ShortLinkTable } from './tables/engagement';
export type { StoredFileTable, TicketTable } from './tables/leads';
export type { CurrencyTable, StoreTable } from './tables/shop';

export interface Database {
  applications: ApplicationTable;
  currencies: CurrencyTable;
  currency_rates: CurrencyRateTable;
  stores: StoreTable;
  departments: DepartmentTable;
  brands: BrandTable;
  categories: CategoryTable;
  products: ProductTable;
  product_sizes: ProductSizeTable;
  inventory: InventoryTable;
  bulk_price_tiers: BulkPriceTierTable;
  collections: CollectionTable;
  collection_items: CollectionItemTable;
  content: ContentTable;
  themes: ThemeTable;
  theme_pages: ThemePageTable;
  users: UserTable;
  user_sessions: UserSessionTable;
  addresses: AddressTable;
  follows: FollowTable;
  rate_limits: RateLimitTable;
  editor_sessions: EditorSessionTable;
  social_identities: SocialIdentityTable;
  short_links: ShortLinkTable;
  communication_consents: CommunicationConsentTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  push_tokens: PushTokenTable;
  click_events: ClickEventTable;
  one_time_codes: OneTimeCodeTable;
  dev_outbox: DevOutboxTable;
  product_bundles: ProductBundleTable;
  product_bundle_items: ProductBundleItemTable;
  credit_notes: CreditNoteTable;
  credit_note_locks: CreditNoteLockTable;
  custom_forms: CustomFormTable;
  tickets: TicketTable;
  ticket_history: TicketHistoryTable;
  stored_files: StoredFileTable;
  carts: CartTable;
  cart_items: CartItemTable;
  coupons: CouponTable;
  orders: OrderTable;
  shipments: ShipmentTable;
  shipment_events: ShipmentEventTable;
  order_bags: OrderBagTable;
  coupon_uses: CouponUseTable;
  promotions: PromotionTable;
  shared_carts: SharedCartTable;
  shared_cart_items: SharedCartItemTable;
  payments: PaymentTable;
  payment_events: PaymentEventTable;
  payment_customers: PaymentCustomerTable;
  payment_links: PaymentLinkTable;
  refund_beneficiaries: RefundBeneficiaryTable;
  refunds: RefundTable;
  reward_balances: RewardBalanceTable;
  reward_entries: RewardEntryTable;
  referral_codes: ReferralCodeTable;
  referral_redemptions: ReferralRedemptionTable;
  refund_transfer_modes: RefundTransferModeTable;
  wallet_links: WalletLinkTable;
}
