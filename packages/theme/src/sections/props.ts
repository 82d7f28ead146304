/** Readers for a section's resolved prop values, which arrive as whatever the merchant (or bad data) stored. */

export function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A whole count between 1 and `max`; anything else gives the fallback. */
export function count(value: unknown, fallback: number, max = 48): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 1) return fallback;
  return Math.min(Math.floor(n), max);
}

export function number(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(Math.max(n, min), max);
}

/** An image setting stores a URL; some editors store `{ url }`. */
export function imageUrl(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'url' in value && typeof value.url === 'string') return value.url;
  return '';
}

/** Runs a section's data load; a failure leaves the section without data instead of failing the page. */
export async function loadSafely<T>(
  section: string,
  work: () => Promise<T | undefined>,
): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    console.warn(`Section "${section}" could not load its data: ${(error as Error)?.message ?? error}`);
    return undefined;
  }
}
