import { IMAGE_ENCODINGS, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageEncoding } from '@vitrine/contract/images';
import { preload } from 'react-dom';

/** What the shop's API gives for a picture (`medias[]`, `logo`, `banners.portrait`). */
export interface MediaLike {
  url?: string;
  secure_url?: string;
  alt?: string;
  width?: number;
  height?: number;
  meta?: { dimensions?: { width?: number; height?: number } } & Record<string, unknown>;
}

export interface ImageProps {
  src?: string;
  media?: MediaLike;
  alt: string;
  width?: number;
  height?: number;
  sizes?: string;
  /** Above the fold: load eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
}

/** Used when neither the caller nor the media knows the picture's size: a square box. */
const FALLBACK_SIZE = 480;

const DRAWN_FORMAT = new RegExp(`\\.(${IMAGE_FORMATS.join('|')})$`);

/**
 * The widths our asset server draws, for pictures it draws (as PNG, or re-encoded when `encoding` is given):
 * other files under /assets are served as they are.
 */
export function assetSrcSet(src: string, encoding?: ImageEncoding): string | undefined {
  const [pathname] = src.split('?', 1);
  if (!pathname.startsWith('/assets/') || !DRAWN_FORMAT.test(pathname)) return undefined;
  const joiner = src.includes('?') ? '&' : '?';
  const format = encoding ? `&fm=${encoding}` : '';
  return IMAGE_WIDTHS.map((w) => `${src}${joiner}w=${w}${format} ${w}w`).join(', ');
}

/** Lets the <img> inside lay out as if the <picture> were not there, so the theme's rules for it still hold. */
const PICTURE_STYLE = { display: 'contents' } as const;

/**
 * An <img> that always reserves its box (width and height attributes, so the browser knows the aspect ratio
 * before the bytes arrive) and asks our asset server for a width that fits.
 */
export function Image({
  src,
  media,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className,
}: ImageProps) {
  const url = src ?? media?.url ?? media?.secure_url ?? '';
  const w = width ?? media?.width ?? media?.meta?.dimensions?.width ?? FALLBACK_SIZE;
  const h = height ?? media?.height ?? media?.meta?.dimensions?.height ?? (width ? width : FALLBACK_SIZE);
  const classes = className ? `image ${className}` : 'image';
  if (!url) {
    return (
      <span
        className={`${classes} image--empty`}
        style={{ aspectRatio: `${w} / ${h}` }}
        role="img"
        aria-label={alt}
      />
    );
  }
  const srcSet = assetSrcSet(url);
  const img = (
    <img
      className={classes}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={w}
      height={h}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!srcSet) return img;
  const [best] = IMAGE_ENCODINGS;
  // The picture the shopper sees first: fetched from <head>, in the best encoding the browser takes.
  if (priority) {
    preload(url, {
      as: 'image',
      type: `image/${best}`,
      imageSrcSet: assetSrcSet(url, best),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture style={PICTURE_STYLE}>
      {IMAGE_ENCODINGS.map((encoding) => (
        <source key={encoding} type={`image/${encoding}`} srcSet={assetSrcSet(url, encoding)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
