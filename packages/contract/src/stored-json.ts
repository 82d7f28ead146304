/**
 * A JSON column's value as the database driver hands it back: already parsed, or (from some drivers and
 * casts) still the JSON text.
 */
export function storedJson<T>(value: T | string): T;
export function storedJson<T>(value: unknown): T;
export function storedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
