/**
 * The value itself, frozen throughout, if it is plain JSON data (what JSON.parse of its JSON text would give,
 * but for object members that are undefined, which the text leaves out); undefined otherwise (a Date, a Buffer,
 * a class instance, a non-finite number…), whose text differs from it. Frozen, a value handed to a caller in
 * this process can be shared with a cache: neither side can change it under the other.
 */
export function frozenJson<T>(value: T): T | undefined {
  return plain(value, true) ? value : undefined;
}

function plain(value: unknown, member: boolean): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'undefined':
      return member;
    case 'object': {
      if (value === null || Object.isFrozen(value)) return true;
      if (Array.isArray(value)) {
        for (const item of value) if (!plain(item, false)) return false;
      } else {
        const proto = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) return false;
        for (const key in value) if (!plain((value as Record<string, unknown>)[key], true)) return false;
      }
      Object.freeze(value);
      return true;
    }
    default:
      return false;
  }
}
