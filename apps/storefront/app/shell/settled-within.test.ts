import { describe, expect, it } from 'vitest';
import { settledWithin, valueOrLater } from './settled-within';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

describe('settledWithin', () => {
  it('gives the value when the promise settles in time', async () => {
    expect(valueOrLater(await settledWithin(after(1, 'ready'), 1_000))).toBe('ready');
  });

  it('gives an undefined value as ready, not as pending', async () => {
    const part = await settledWithin(Promise.resolve(undefined), 1_000);
    expect(part.ready).toBe(true);
    expect(valueOrLater(part)).toBeUndefined();
  });

  it('gives the promise itself when it is late, without waiting for it', async () => {
    let settled = false;
    const slow = after(300, 'later').then((value) => {
      settled = true;
      return value;
    });
    const part = await settledWithin(slow, 1);
    expect(settled).toBe(false);
    expect(valueOrLater(part)).toBe(slow);
    expect(await valueOrLater(part)).toBe('later');
  });
});
