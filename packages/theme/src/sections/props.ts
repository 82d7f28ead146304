/** Readers for a section's resolved prop values, which arrive as whatever the merchant (or bad data) stored. */
import type { SectionSettings } from '../schema/types';

export function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A whole count between 1 and `max`; anything else gives the fallback. */
function count(value: unknown, fallback: number, max = 48): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 1) return fallback;
  return Math.min(Math.floor(n), max);
}

function number(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(Math.max(n, min), max);
}

/** A range setting's value within the bounds the section declares for it; its declared default otherwise. */
export function declaredNumber(value: unknown, schema: SectionSettings, id: string): number {
  const setting = schema.props.find((s) => s.id === id);
  const fallback = typeof setting?.default === 'number' ? setting.default : 0;
  return number(value, fallback, setting?.min ?? fallback, setting?.max ?? fallback);
}

/** How many items a section shows (`item_count`): a whole count up to the maximum its setting declares. */
export function itemCount(value: unknown, schema: SectionSettings): number {
  const setting = schema.props.find((s) => s.id === 'item_count');
  const fallback = typeof setting?.default === 'number' ? setting.default : 1;
  return count(value, fallback, setting?.max ?? fallback);
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
