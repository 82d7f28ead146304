export { type BlogCard, BlogCardGrid, blogPath, publishedOn, toBlogCard } from './blog-card';
export { Drawer, DrawerButton, type DrawerControl, useDrawer } from './drawer';
export { formatNumber, formatPrice } from './format-price';
export { assetSrcSet, Image, type ImageProps, type MediaLike } from './image';
export { type ListingPrice, Price, type PriceProps, type PriceRange } from './price';
export {
  type ListingProduct,
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  ProductCard,
  type ProductCardProps,
  productUrl,
  toCardProduct,
} from './product-card';
export { Rating, type RatingProps } from './rating';
export { SectionHeading, type SectionHeadingProps } from './section-heading';
export { ShopLink, ShopLinkNavigation, type ShopLinkProps } from './shop-link';
