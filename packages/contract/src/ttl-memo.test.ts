import { describe, expect, it } from 'vitest';
import { TtlMemo } from './ttl-memo';

describe('TtlMemo', () => {
  it('shares one load per key until it expires', async () => {
    let clock = 0;
    const memo = new TtlMemo<number>({ ttlMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([memo.get('a', load), memo.get('a', load)])).toEqual([1, 1]);
    clock = 999;
    expect(await memo.get('a', load)).toBe(1);
    clock = 1000;
    expect(await memo.get('a', load)).toBe(2);
    expect(await memo.get('b', load, 5000)).toBe(3);
    clock = 5999;
    expect(await memo.get('b', load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const memo = new TtlMemo({ ttlMs: 60_000 });
    await expect(memo.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('a', async () => 'back')).toBe('back');
  });

  it('drops the oldest entry when full, and forgets on clear', async () => {
    const memo = new TtlMemo<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await memo.get(key, async () => key);
    expect(memo.peek('a')).toBeUndefined();
    expect(await memo.peek('c')).toBe('c');
    memo.clear();
    expect(memo.peek('c')).toBeUndefined();
  });
});
