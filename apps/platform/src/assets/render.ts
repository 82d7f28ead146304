import { glyphCells } from './glyphs';
import { encodePng } from './png';
import { Canvas, type Contour, ellipse, hexToRgb, lightness, mix, type Rgb, roundRect } from './raster';
import { PARTS, type Silhouette, type Tone } from './silhouettes';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [20, 20, 24];
const PAPER: Rgb = [246, 244, 240];

/** How a product is shown: the whole item, a close crop, or a darker studio shot. */
export type View = 'front' | 'detail' | 'studio';

interface Placement {
  /** Left and top of the unit square on the canvas, and its side, in pixels. */
  x: number;
  y: number;
  size: number;
}

function toneColour(tone: Tone, body: Rgb): Rgb {
  const dark = lightness(body) < 0.35;
  if (tone === 'body') return body;
  if (tone === 'shade') return dark ? mix(body, WHITE, 0.2) : mix(body, BLACK, 0.25);
  if (tone === 'light') return mix(body, WHITE, 0.6);
  return dark ? [225, 222, 215] : [60, 58, 56];
}

function lowestPoint(silhouette: Silhouette): number {
  return Math.max(...PARTS[silhouette].flatMap((p) => p.contours.flatMap((c) => c.map(([, y]) => y))));
}

function drawSilhouette(canvas: Canvas, silhouette: Silhouette, body: Rgb, at: Placement): void {
  const place = (contour: Contour): Contour =>
    contour.map(([x, y]) => [at.x + x * at.size, at.y + y * at.size] as const);
  for (const { contours, tone } of PARTS[silhouette])
    canvas.fill(contours.map(place), toneColour(tone, body));
}

/** A soft background in a tint of the item colour, light enough for the item to stand out. */
function backdrop(colour: Rgb): { top: Rgb; bottom: Rgb } {
  const light = lightness(colour) > 0.8;
  const base: Rgb = light ? [214, 210, 204] : PAPER;
  return { top: mix(base, colour, light ? 0.1 : 0.12), bottom: mix(base, colour, light ? 0.25 : 0.3) };
}

export function renderProduct(silhouette: Silhouette, hex: string, view: View, width: number): Buffer {
  const height = Math.round((width * 5) / 4);
  const canvas = new Canvas(width, height);
  const colour = hexToRgb(hex);
  const { top, bottom } =
    view === 'studio'
      ? { top: mix(colour, BLACK, 0.55), bottom: mix(colour, BLACK, 0.75) }
      : backdrop(colour);
  canvas.verticalGradient(top, bottom);
  const size = view === 'detail' ? width * 1.7 : width * 0.84;
  const at: Placement =
    view === 'detail'
      ? { x: (width - size) / 2 - width * 0.1, y: height * 0.5 - size * 0.42, size }
      : { x: (width - size) / 2, y: (height - size) / 2 + height * 0.02, size };
  if (view !== 'detail') {
    const floor = at.y + size * (lowestPoint(silhouette) + 0.05);
    canvas.fill([ellipse(width / 2, floor, size * 0.36, size * 0.025)], mix(bottom, BLACK, 0.35), 0.5);
  }
  drawSilhouette(canvas, silhouette, colour, at);
  return encodePng(width, height, canvas.pixels);
}

/** A wide or tall banner: a gradient in the colour with large circles and the motif to one side. */
export function renderBanner(
  silhouette: Silhouette,
  hex: string,
  orientation: 'landscape' | 'portrait',
  width: number,
): Buffer {
  const height = orientation === 'landscape' ? Math.round((width * 6) / 16) : Math.round((width * 4) / 3);
  const canvas = new Canvas(width, height);
  const colour = hexToRgb(hex);
  const deep = mix(colour, BLACK, 0.35);
  canvas.verticalGradient(mix(colour, WHITE, 0.15), deep);
  const unit = Math.min(width, height);
  canvas.fill([ellipse(width * 0.78, height * 0.3, unit * 0.6, unit * 0.6, 96)], WHITE, 0.12);
  canvas.fill([ellipse(width * 0.15, height * 0.95, unit * 0.45, unit * 0.45, 96)], BLACK, 0.1);
  const size = orientation === 'landscape' ? height * 0.9 : width * 0.8;
  const at: Placement =
    orientation === 'landscape'
      ? { x: width * 0.72 - size / 2, y: (height - size) / 2, size }
      : { x: (width - size) / 2, y: height * 0.38, size };
  drawSilhouette(canvas, silhouette, mix(colour, WHITE, 0.55), at);
  return encodePng(width, height, canvas.pixels);
}

/** A square icon: the motif on a tinted tile. */
export function renderIcon(silhouette: Silhouette, hex: string, width: number): Buffer {
  const canvas = new Canvas(width, width);
  const colour = hexToRgb(hex);
  const { top, bottom } = backdrop(colour);
  canvas.verticalGradient(top, bottom);
  const size = width * 0.8;
  drawSilhouette(canvas, silhouette, colour, { x: width * 0.1, y: width * 0.1, size });
  return encodePng(width, width, canvas.pixels);
}

/** A square monogram logo: up to three letters in a block font on a rounded tile of the colour. */
export function renderMonogram(letters: string, hex: string, width: number): Buffer {
  const canvas = new Canvas(width, width);
  const colour = hexToRgb(hex);
  canvas.verticalGradient(WHITE, WHITE);
  canvas.fill([roundRect(width * 0.04, width * 0.04, width * 0.92, width * 0.92, width * 0.18)], colour);
  const ink = lightness(colour) > 0.6 ? BLACK : WHITE;
  const text = letters.slice(0, 3);
  const cell = (width * 0.62) / (text.length * 6 - 1);
  const left = (width - cell * (text.length * 6 - 1)) / 2;
  const top = (width - cell * 7) / 2;
  // Each row's run of cells is one bar, slightly overlapping the next row, so anti-aliasing leaves no seams.
  [...text].forEach((char, i) => {
    const cells = glyphCells(char);
    for (let row = 0; row < 7; row++) {
      const columns = cells.filter(([, y]) => y === row).map(([x]) => x);
      for (let start = 0; start < columns.length; ) {
        let end = start;
        while (end + 1 < columns.length && columns[end + 1] === columns[end] + 1) end++;
        const x = left + (i * 6 + columns[start]) * cell;
        const y = top + row * cell;
        const w = (columns[end] - columns[start] + 1) * cell;
        canvas.fill([roundRect(x, y, w, cell + 0.75, 0, 1)], ink);
        start = end + 1;
      }
    }
  });
  return encodePng(width, width, canvas.pixels);
}
