import { describe, expect, it } from 'vitest';
import { storedJson } from './stored-json';

describe('storedJson', () => {
  it('parses JSON text and passes an already parsed value through', () => {
    expect(storedJson<{ a: number }>('{"a":1}')).toEqual({ a: 1 });
    const parsed = { a: 1 };
    expect(storedJson(parsed)).toBe(parsed);
    expect(storedJson<string[] | null>(null)).toBeNull();
  });
});
