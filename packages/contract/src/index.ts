export * from './address-rules';
export * from './analytics-events';
export * from './api';
export * from './cart';
export * from './cart-address';
export * from './cart-calls';
export * from './cart-checkout';
export * from './cart-models';
export * from './cart-offers';
export * from './cart-share';
export * from './catalog';
export type { ProductListingItem } from './catalog-models';
export * from './common';
export * from './common-calls';
export * from './communication';
export * from './configuration';
export * from './content';
export * from './demo-shop';
export * from './endpoint';
export * from './file-storage';
export * from './finance';
export { type FollowType, followTypes } from './follows';
export * from './form-answers';
export * from './images';
export * from './lead';
export * from './lead-models';
export * from './logistics';
export * from './openapi';
export * from './payment';
export { SIMPL_MESSAGES } from './payment-pay-later';
export {
  REFUND_TRANSFER_MODES,
  type RefundBeneficiaryView,
  type RefundTransferMode,
} from './payment-refund-accounts';
export { UPI_INIT_FAILURE } from './payment-upi';
export * from './product-sort';
export * from './request-body';
export * from './request-text';
export * from './share';
export * from './signing';
export * from './stored-json';
export * from './theme';
export * from './theme-settings';
export * from './ttl-memo';
export * from './user';
export * from './user-social';
export * from './webhook';
