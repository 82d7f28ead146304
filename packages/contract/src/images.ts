/**
 * The widths, in pixels, the shop's asset server draws its pictures at (`/assets/….png?w=480`). The storefront's
 * srcset offers these and no others; the server answers any other `w` with the nearest of them at or above it.
 */
export const IMAGE_WIDTHS = [240, 480, 960, 1440] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The file formats, by extension, the asset server draws pictures in. */
export const IMAGE_FORMATS = ['png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The encodings the asset server also gives a drawn picture in, asked for with `fm` (`?w=480&fm=avif`), best
 * first: far smaller than the PNG. A format in the URL, rather than one chosen by the Accept header, keeps each
 * URL one immutable file that any CDN caches without varying.
 */
export const IMAGE_ENCODINGS = ['avif', 'webp'] as const;
export type ImageEncoding = (typeof IMAGE_ENCODINGS)[number];
