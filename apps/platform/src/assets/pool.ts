import type { ImageEncoding, ImageWidth } from '@vitrine/contract';
import { renderBanner, renderIcon, renderMonogram, renderProduct, type View } from './render';
import { SILHOUETTES, type Silhouette } from './silhouettes';

/** Bump when drawings change, so cached and previously written files are regenerated. */
export const ARTWORK_VERSION = 1;

/** The colours products come in; image paths name them, the seed stores name and hex. */
export const PALETTE = {
  navy: '#1f3a5f',
  black: '#26262a',
  white: '#f4f3ef',
  grey: '#8a8d91',
  olive: '#6b7a3a',
  maroon: '#7a1f2b',
  mustard: '#d4a017',
  teal: '#1f7a7a',
  rust: '#b7472a',
  pink: '#e07a9b',
  beige: '#d8c3a5',
  blue: '#3a6fb0',
  green: '#2e8b57',
  red: '#c62828',
  lavender: '#a48fd1',
  brown: '#7b4b2a',
} as const;
export type ColourName = keyof typeof PALETTE;
export const COLOUR_NAMES = Object.keys(PALETTE) as ColourName[];

export const VIEWS: readonly View[] = ['front', 'detail', 'studio'];

/**
 * The declared widths (IMAGE_WIDTHS) each kind of image is drawn at; the largest is what a URL without `?w=`
 * gets. A type-only import, so the drawing worker's bundle stays free of the contract's schemas.
 */
export const WIDTHS = {
  products: [240, 480, 960, 1440],
  landscape: [480, 960, 1440],
  portrait: [240, 480, 960],
  icons: [240, 480],
  logos: [240, 480],
} as const satisfies Record<string, readonly ImageWidth[]>;
type ImageKind = keyof typeof WIDTHS;

/** An image of the pool: its path under /assets (without extension) and how to draw it at a width. */
export interface PoolImage {
  path: string;
  kind: ImageKind;
  widths: readonly number[];
  /** Size of the largest variant. */
  width: number;
  height: number;
  render(width: number): Buffer;
}

const isSilhouette = (value: string): value is Silhouette =>
  (SILHOUETTES as readonly string[]).includes(value);
const isColour = (value: string): value is ColourName => value in PALETTE;

function image(path: string, kind: ImageKind, ratio: number, render: (width: number) => Buffer): PoolImage {
  const widths = WIDTHS[kind];
  const width = widths[widths.length - 1];
  return { path, kind, widths, width, height: Math.round(width * ratio), render };
}

export const productImagePath = (silhouette: Silhouette, colour: ColourName, view: View) =>
  `products/${silhouette}/${colour}-${view}`;
export const bannerPath = (
  silhouette: Silhouette,
  colour: ColourName,
  orientation: 'landscape' | 'portrait',
) => `banners/${silhouette}-${colour}-${orientation}`;
export const iconPath = (silhouette: Silhouette, colour: ColourName) => `icons/${silhouette}-${colour}`;
export const logoPath = (letters: string, colour: ColourName) => `logos/${letters.toLowerCase()}-${colour}`;

/**
 * Reads an image path back into what it depicts, or null when it names nothing we draw. Paths describe
 * their picture completely, so any missing file can be drawn again from its URL alone.
 */
export function parseImagePath(path: string): PoolImage | null {
  let match = /^products\/([a-z]+)\/([a-z]+)-(front|detail|studio)$/.exec(path);
  if (match) {
    const [, silhouette, colour, view] = match;
    if (!isSilhouette(silhouette) || !isColour(colour)) return null;
    return image(path, 'products', 5 / 4, (w) => renderProduct(silhouette, PALETTE[colour], view as View, w));
  }
  match = /^banners\/([a-z]+)-([a-z]+)-(landscape|portrait)$/.exec(path);
  if (match) {
    const [, silhouette, colour, orientation] = match;
    if (!isSilhouette(silhouette) || !isColour(colour)) return null;
    const o = orientation as 'landscape' | 'portrait';
    return image(path, o, o === 'landscape' ? 6 / 16 : 4 / 3, (w) =>
      renderBanner(silhouette, PALETTE[colour], o, w),
    );
  }
  match = /^icons\/([a-z]+)-([a-z]+)$/.exec(path);
  if (match) {
    const [, silhouette, colour] = match;
    if (!isSilhouette(silhouette) || !isColour(colour)) return null;
    return image(path, 'icons', 1, (w) => renderIcon(silhouette, PALETTE[colour], w));
  }
  match = /^logos\/([a-z&]{1,3})-([a-z]+)$/.exec(path);
  if (match) {
    const [, letters, colour] = match;
    if (!isColour(colour)) return null;
    return image(path, 'logos', 1, (w) => renderMonogram(letters.toUpperCase(), PALETTE[colour], w));
  }
  return null;
}

/** The file of one width of a pool image: the drawn PNG, or its re-encoding (IMAGE_ENCODINGS). */
export const fileName = (path: string, width: number, format: 'png' | ImageEncoding = 'png') =>
  `${path}.${width}.${format}`;
export const imageUrl = (path: string) => `/assets/${path}.png`;
/** The image path an `imageUrl` names, or null for any other URL. */
export const imagePathOf = (url: string) => /^\/assets\/(.+)\.png$/.exec(url)?.[1] ?? null;
