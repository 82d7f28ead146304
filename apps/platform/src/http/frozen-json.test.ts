import { describe, expect, it } from 'vitest';
import { frozenJson } from './frozen-json';

describe('frozenJson', () => {
  it('gives plain JSON data back as it is, frozen all through', () => {
    const value = { name: 'Shirt', sizes: [{ value: 'M', quantity: 2 }], brand: null, gone: undefined };
    expect(frozenJson(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.sizes)).toBe(true);
    expect(Object.isFrozen(value.sizes[0])).toBe(true);
  });

  it('refuses values whose JSON text says something else', () => {
    for (const value of [
      { at: new Date(0) },
      { n: Number.NaN },
      { list: [undefined] },
      { bytes: Buffer.from('a') },
      { toJSON: () => 'x' },
      { big: 1n },
    ]) {
      expect(frozenJson(value)).toBeUndefined();
    }
  });
});
