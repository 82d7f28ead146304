import { describe, expect, it } from 'vitest';
import type { Db } from './database';
import { keptPerDatabase } from './per-database';

describe('a value kept per database', () => {
  it('loads once per database until it expires or is forgotten, and never keeps a failure', async () => {
    let loads = 0;
    let fail = false;
    let now = 0;
    const kept = keptPerDatabase(
      1_000,
      async () => {
        loads++;
        if (fail) throw new Error('down');
        return loads;
      },
      () => now,
    );
    const one = {} as Db;
    const other = {} as Db;
    expect(await kept.get(one)).toBe(1);
    now = 999;
    expect(await kept.get(one)).toBe(1);
    now = 0;
    expect(await kept.get(other)).toBe(2);
    now = 1_000;
    expect(await kept.get(one)).toBe(3);
    kept.forget(one);
    fail = true;
    now = 1_001;
    await expect(kept.get(one)).rejects.toThrow('down');
    fail = false;
    now = 1_002;
    expect(await kept.get(one)).toBe(5);
  });
});
