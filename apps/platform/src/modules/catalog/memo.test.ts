import { afterEach, describe, expect, it, vi } from 'vitest';
import { Memo } from './catalog-index';

afterEach(() => {
  vi.useRealTimers();
});

describe('Memo', () => {
  it('computes a value once while it lives, again after it expires', async () => {
    vi.useFakeTimers();
    const memo = new Memo(10);
    const compute = vi.fn(async () => 'value');
    expect(await memo.get('k', 1_000, compute)).toBe('value');
    expect(await memo.get('k', 1_000, compute)).toBe('value');
    expect(compute).toHaveBeenCalledTimes(1);
    expect(memo.peek('k')).toBeDefined();
    vi.advanceTimersByTime(1_001);
    expect(memo.peek('k')).toBeUndefined();
    await memo.get('k', 1_000, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops a failed value, so the next call tries again', async () => {
    const memo = new Memo(10);
    await expect(memo.put('k', 1_000, Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(memo.peek('k')).toBeUndefined();
    expect(await memo.get('k', 1_000, async () => 'back')).toBe('back');
  });

  it('keeps at most its bound, dropping the oldest first', async () => {
    const memo = new Memo(2);
    for (const key of ['a', 'b', 'c']) await memo.put(key, 1_000, Promise.resolve(key));
    expect(memo.peek('a')).toBeUndefined();
    expect(await memo.peek('b')).toBe('b');
    expect(await memo.peek('c')).toBe('c');
  });
});
