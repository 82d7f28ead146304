import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { keptPerDatabase } from './per-database';

describe('a value kept per database', () => {
  it('loads once per database until it expires or is forgotten, and never keeps a failure', async () => {
    let loads = 0;
    let fail = false;
    const kept = keptPerDatabase(1_000, async () => {
      loads++;
      if (fail) throw new Error('down');
      return loads;
    });
    const one = {} as Db;
    const other = {} as Db;
    expect(await kept.get(one, 0)).toBe(1);
    expect(await kept.get(one, 999)).toBe(1);
    expect(await kept.get(other, 0)).toBe(2);
    expect(await kept.get(one, 1_000)).toBe(3);
    kept.forget(one);
    fail = true;
    await expect(kept.get(one, 1_001)).rejects.toThrow('down');
    fail = false;
    expect(await kept.get(one, 1_002)).toBe(5);
  });
});
