import { type Contour, ellipse, type Point, roundRect } from './raster';

/** Which colour a part takes: the item colour, a darker or lighter shade of it, or a neutral trim. */
export type Tone = 'body' | 'shade' | 'light' | 'trim';
export interface Part {
  contours: Contour[];
  tone: Tone;
}

/** Flat product silhouettes drawn in a unit square (x right, y down). */
export const SILHOUETTES = [
  'tshirt',
  'shirt',
  'kurta',
  'dress',
  'trousers',
  'jacket',
  'sneaker',
  'sandal',
  'handbag',
  'backpack',
  'watch',
  'sunglasses',
  'cushion',
  'mug',
  'bottle',
] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

const part = (tone: Tone, ...contours: Contour[]): Part => ({ contours, tone });
const mirror = (points: Point[]): Point[] => points.map(([x, y]) => [1 - x, y] as Point).reverse();
/** A left half outline mirrored into a symmetric closed shape. */
const symmetric = (left: Point[]): Point[] => [...left, ...mirror(left)];

const neckline: Point[] = [
  [0.42, 0.1],
  [0.45, 0.14],
  [0.5, 0.155],
];

export const PARTS: Record<Silhouette, Part[]> = {
  tshirt: [
    part(
      'body',
      symmetric([
        [0.5, 0.155],
        ...neckline.slice().reverse(),
        [0.34, 0.11],
        [0.13, 0.24],
        [0.2, 0.38],
        [0.3, 0.33],
        [0.3, 0.88],
        [0.5, 0.88],
      ]).reverse(),
    ),
    part('shade', ellipse(0.5, 0.115, 0.075, 0.03)),
  ],
  shirt: [
    part(
      'body',
      symmetric([
        [0.5, 0.16],
        [0.41, 0.1],
        [0.33, 0.11],
        [0.16, 0.22],
        [0.08, 0.7],
        [0.17, 0.72],
        [0.26, 0.36],
        [0.29, 0.88],
        [0.5, 0.89],
      ]).reverse(),
    ),
    part('shade', [
      [0.41, 0.09],
      [0.5, 0.2],
      [0.59, 0.09],
      [0.55, 0.08],
      [0.5, 0.14],
      [0.45, 0.08],
    ]),
    part('shade', roundRect(0.49, 0.2, 0.02, 0.68, 0.005)),
    part(
      'light',
      ellipse(0.5, 0.3, 0.008, 0.008),
      ellipse(0.5, 0.45, 0.008, 0.008),
      ellipse(0.5, 0.6, 0.008, 0.008),
    ),
  ],
  kurta: [
    part(
      'body',
      symmetric([
        [0.5, 0.14],
        [0.42, 0.08],
        [0.34, 0.09],
        [0.18, 0.2],
        [0.12, 0.6],
        [0.2, 0.61],
        [0.28, 0.32],
        [0.24, 0.95],
        [0.5, 0.95],
      ]).reverse(),
    ),
    part('shade', roundRect(0.48, 0.12, 0.04, 0.22, 0.01)),
    part('trim', roundRect(0.25, 0.9, 0.5, 0.03, 0.005)),
  ],
  dress: [
    part(
      'body',
      symmetric([
        [0.5, 0.2],
        [0.42, 0.14],
        [0.38, 0.06],
        [0.35, 0.06],
        [0.35, 0.2],
        [0.38, 0.42],
        [0.2, 0.93],
        [0.5, 0.95],
      ]).reverse(),
    ),
    part('shade', roundRect(0.36, 0.4, 0.28, 0.045, 0.01)),
  ],
  trousers: [
    part('body', [
      [0.3, 0.08],
      [0.7, 0.08],
      [0.76, 0.94],
      [0.56, 0.94],
      [0.5, 0.34],
      [0.44, 0.94],
      [0.24, 0.94],
    ]),
    part('shade', roundRect(0.3, 0.08, 0.4, 0.05, 0.005)),
    part('shade', [
      [0.34, 0.13],
      [0.4, 0.13],
      [0.36, 0.24],
    ]),
  ],
  jacket: [
    part(
      'body',
      symmetric([
        [0.5, 0.18],
        [0.4, 0.08],
        [0.3, 0.1],
        [0.13, 0.22],
        [0.06, 0.8],
        [0.16, 0.82],
        [0.24, 0.38],
        [0.26, 0.9],
        [0.5, 0.9],
      ]).reverse(),
    ),
    part('shade', [
      [0.4, 0.08],
      [0.5, 0.55],
      [0.6, 0.08],
      [0.56, 0.07],
      [0.5, 0.4],
      [0.44, 0.07],
    ]),
    part('trim', roundRect(0.495, 0.42, 0.01, 0.48, 0.004)),
  ],
  sneaker: [
    part('body', [
      [0.08, 0.62],
      [0.1, 0.42],
      [0.2, 0.4],
      [0.3, 0.46],
      [0.42, 0.36],
      [0.5, 0.34],
      [0.62, 0.48],
      [0.86, 0.56],
      [0.94, 0.64],
      [0.94, 0.68],
      [0.08, 0.68],
    ]),
    part('trim', roundRect(0.06, 0.66, 0.9, 0.08, 0.03)),
    part('light', roundRect(0.4, 0.42, 0.14, 0.02, 0.01), roundRect(0.44, 0.47, 0.14, 0.02, 0.01)),
    part('shade', [
      [0.1, 0.46],
      [0.2, 0.44],
      [0.22, 0.64],
      [0.1, 0.64],
    ]),
  ],
  sandal: [
    part('trim', [
      [0.08, 0.7],
      [0.9, 0.64],
      [0.94, 0.7],
      [0.9, 0.74],
      [0.1, 0.76],
    ]),
    part('body', roundRect(0.5, 0.44, 0.12, 0.24, 0.04), roundRect(0.62, 0.5, 0.14, 0.18, 0.04)),
    part('body', roundRect(0.16, 0.5, 0.24, 0.06, 0.03)),
    part('shade', roundRect(0.12, 0.56, 0.08, 0.14, 0.02)),
  ],
  handbag: [
    part('shade', ellipse(0.5, 0.34, 0.2, 0.2), ellipse(0.5, 0.34, 0.16, 0.17)),
    part('body', [
      [0.22, 0.38],
      [0.78, 0.38],
      [0.86, 0.86],
      [0.14, 0.86],
    ]),
    part('shade', roundRect(0.22, 0.38, 0.56, 0.12, 0.02)),
    part('trim', roundRect(0.46, 0.47, 0.08, 0.05, 0.01)),
  ],
  backpack: [
    part('shade', ellipse(0.5, 0.16, 0.1, 0.08), ellipse(0.5, 0.16, 0.07, 0.055)),
    part('body', roundRect(0.24, 0.18, 0.52, 0.72, 0.14)),
    part('shade', roundRect(0.32, 0.56, 0.36, 0.26, 0.06)),
    part('trim', roundRect(0.36, 0.6, 0.28, 0.02, 0.01)),
  ],
  watch: [
    part('body', roundRect(0.4, 0.06, 0.2, 0.88, 0.06)),
    part('trim', ellipse(0.5, 0.5, 0.2, 0.2, 64)),
    part('light', ellipse(0.5, 0.5, 0.165, 0.165, 64)),
    part('shade', roundRect(0.49, 0.38, 0.02, 0.13, 0.01), roundRect(0.49, 0.49, 0.1, 0.02, 0.01)),
  ],
  sunglasses: [
    part('trim', roundRect(0.08, 0.4, 0.84, 0.04, 0.02)),
    part('body', roundRect(0.1, 0.4, 0.34, 0.24, 0.1), roundRect(0.56, 0.4, 0.34, 0.24, 0.1)),
    part('light', roundRect(0.16, 0.44, 0.1, 0.04, 0.02), roundRect(0.62, 0.44, 0.1, 0.04, 0.02)),
    part('trim', roundRect(0.43, 0.44, 0.14, 0.03, 0.015)),
  ],
  cushion: [
    part('body', [
      [0.12, 0.16],
      [0.5, 0.22],
      [0.88, 0.16],
      [0.82, 0.5],
      [0.88, 0.84],
      [0.5, 0.78],
      [0.12, 0.84],
      [0.18, 0.5],
    ]),
    part('shade', ellipse(0.5, 0.5, 0.16, 0.16, 6)),
    part('light', ellipse(0.5, 0.5, 0.07, 0.07, 6)),
  ],
  mug: [
    part('body', ellipse(0.72, 0.52, 0.13, 0.16), ellipse(0.72, 0.52, 0.08, 0.1)),
    part('body', roundRect(0.24, 0.28, 0.46, 0.56, 0.05)),
    part('shade', roundRect(0.24, 0.28, 0.46, 0.05, 0.02)),
    part('light', roundRect(0.3, 0.36, 0.05, 0.38, 0.02)),
  ],
  bottle: [
    part('trim', roundRect(0.42, 0.08, 0.16, 0.14, 0.02)),
    part('body', roundRect(0.45, 0.2, 0.1, 0.1, 0.01)),
    part('body', roundRect(0.3, 0.28, 0.4, 0.64, 0.1)),
    part('light', roundRect(0.36, 0.48, 0.28, 0.22, 0.02)),
    part('shade', roundRect(0.4, 0.54, 0.2, 0.02, 0.01), roundRect(0.4, 0.6, 0.14, 0.02, 0.01)),
  ],
};
