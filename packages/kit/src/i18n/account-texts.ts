// The account pages' English texts, apart from the kit's index so that only the pages that show them load them.
export { ADDRESS_EN_IN } from './address-messages';
export { AUTH_EN_IN } from './auth-messages';
export { CARDS_EN_IN } from './cards-messages';
export { CART_EN_IN } from './cart-messages';
export { CHECKOUT_EN_IN } from './checkout-messages';
export { PAYMENT_LINK_EN_IN } from './payment-link-messages';
export { PROFILE_EN_IN } from './profile-messages';
export { SHARE_EN_IN } from './share-messages';
export { WISHLIST_EN_IN } from './wishlist-messages';
