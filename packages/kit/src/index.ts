export * from './filters';
export * from './i18n/address-messages';
export * from './i18n/auth-messages';
export * from './i18n/language-context';
export * from './i18n/messages';
export * from './i18n/profile-messages';
export * from './sdk-context';
export * from './search';
export * from './search-text';
export type * from './theme-contract';
export * from './ui';
export { FollowHeart } from './wishlist/follow-heart';
export {
  FOLLOW_PATH,
  type FollowedIds,
  FollowedIdsProvider,
  toggleFollow,
  useCanFollow,
  useFollowed,
} from './wishlist/follow-state';
