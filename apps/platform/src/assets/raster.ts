/** A tiny RGB rasteriser: vertical gradients and anti-aliased polygon fills, enough for flat illustrations. */

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];
/** One filled shape: one or more closed contours filled with the even-odd rule (so rings have holes). */
export type Contour = readonly Point[];

const SUBROWS = 4;

export class Canvas {
  readonly pixels: Uint8Array;
  private readonly coverage: Float32Array;
  private readonly delta: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.coverage = new Float32Array(width + 1);
    this.delta = new Float32Array(width + 2);
  }

  verticalGradient(top: Rgb, bottom: Rgb): void {
    const row = Buffer.alloc(this.width * 3);
    const pixels = Buffer.from(this.pixels.buffer, this.pixels.byteOffset, this.pixels.byteLength);
    for (let y = 0; y < this.height; y++) {
      const t = this.height === 1 ? 0 : y / (this.height - 1);
      row.fill(Buffer.from(mix(top, bottom, t)));
      row.copy(pixels, y * this.width * 3);
    }
  }

  /** Fills contours given in pixel coordinates, blending `colour` at `opacity` by covered area. */
  fill(contours: readonly Contour[], colour: Rgb, opacity = 1): void {
    const edges: [number, number, number, number][] = [];
    let minY = Number.POSITIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const contour of contours) {
      for (let i = 0; i < contour.length; i++) {
        const [x0, y0] = contour[i];
        const [x1, y1] = contour[(i + 1) % contour.length];
        if (y0 === y1) continue;
        edges.push(y0 < y1 ? [x0, y0, x1, y1] : [x1, y1, x0, y0]);
        minY = Math.min(minY, y0, y1);
        maxY = Math.max(maxY, y0, y1);
      }
    }
    if (edges.length === 0) return;
    const firstRow = Math.max(0, Math.floor(minY));
    const lastRow = Math.min(this.height - 1, Math.ceil(maxY));
    const crossings: number[] = [];
    const weight = 1 / SUBROWS;
    for (let y = firstRow; y <= lastRow; y++) {
      let spanMin = this.width;
      let spanMax = -1;
      for (let s = 0; s < SUBROWS; s++) {
        const sy = y + (s + 0.5) / SUBROWS;
        crossings.length = 0;
        for (const [x0, y0, x1, y1] of edges) {
          if (sy >= y0 && sy < y1) crossings.push(x0 + ((sy - y0) * (x1 - x0)) / (y1 - y0));
        }
        crossings.sort((a, b) => a - b);
        for (let i = 0; i + 1 < crossings.length; i += 2) {
          const a = Math.max(0, Math.min(this.width, crossings[i]));
          const b = Math.max(0, Math.min(this.width, crossings[i + 1]));
          if (b <= a) continue;
          this.addSpan(a, b, weight);
          spanMin = Math.min(spanMin, Math.floor(a));
          spanMax = Math.max(spanMax, Math.min(this.width - 1, Math.ceil(b)));
        }
      }
      if (spanMax < spanMin) continue;
      let running = 0;
      const base = y * this.width * 3;
      for (let x = spanMin; x <= spanMax; x++) {
        running += this.delta[x];
        const c = Math.min(1, this.coverage[x] + running) * opacity;
        if (c <= 0) continue;
        const p = base + x * 3;
        this.pixels[p] += (colour[0] - this.pixels[p]) * c;
        this.pixels[p + 1] += (colour[1] - this.pixels[p + 1]) * c;
        this.pixels[p + 2] += (colour[2] - this.pixels[p + 2]) * c;
      }
      this.coverage.fill(0, spanMin, spanMax + 2);
      this.delta.fill(0, spanMin, spanMax + 2);
    }
  }

  /** Adds horizontal coverage for [a, b): partial pixels directly, whole pixels through a running sum. */
  private addSpan(a: number, b: number, weight: number): void {
    const ia = Math.floor(a);
    const ib = Math.floor(b);
    if (ia === ib) {
      this.coverage[ia] += (b - a) * weight;
      return;
    }
    this.coverage[ia] += (ia + 1 - a) * weight;
    if (ib < this.width) this.coverage[ib] += (b - ib) * weight;
    this.delta[ia + 1] += weight;
    this.delta[ib] -= weight;
  }
}

export function mix(a: Rgb, b: Rgb, t: number): [number, number, number] {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Relative brightness 0..1, to pick contrasting backgrounds and accents. */
export function lightness([r, g, b]: Rgb): number {
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, steps = 48): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    points.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return points;
}

export function roundRect(x: number, y: number, w: number, h: number, r: number, steps = 6): Point[] {
  const radius = Math.min(r, w / 2, h / 2);
  const corners: [number, number, number][] = [
    [x + w - radius, y + radius, -Math.PI / 2],
    [x + w - radius, y + h - radius, 0],
    [x + radius, y + h - radius, Math.PI / 2],
    [x + radius, y + radius, Math.PI],
  ];
  const points: Point[] = [];
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= steps; i++) {
      const a = start + (i / steps) * (Math.PI / 2);
      points.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius]);
    }
  }
  return points;
}
