/** How many size rows and photos the product-request form offers. */
export const SIZE_ROWS = 3;
export const MAX_PHOTOS = 4;
