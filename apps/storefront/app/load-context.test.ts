import type { AppLoadContext } from 'react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { requestMemo, type StorefrontContext, sharedMemo } from './load-context';
import type { Route } from './routes/+types/product';

describe('the typed load context', () => {
  it('gives loaders and actions the storefront context without a cast (checked by tsc)', () => {
    expectTypeOf<AppLoadContext>().toExtend<StorefrontContext>();
    expectTypeOf<Route.LoaderArgs['context']>().toExtend<StorefrontContext>();
    expectTypeOf<Route.ActionArgs['context']>().toExtend<StorefrontContext>();
  });
});

describe('request and shop-wide memos', () => {
  it('runs a request-scoped load once', async () => {
    const once = requestMemo();
    let calls = 0;
    const load = async () => ++calls;
    expect(await Promise.all([once('a', load), once('a', load)])).toEqual([1, 1]);
  });

  it('reuses a shop-wide value until it expires, and never keeps a failure', async () => {
    let clock = 0;
    const shared = sharedMemo(1000, () => clock);
    let calls = 0;
    const load = async () => ++calls;
    expect(await shared('app', load)).toBe(1);
    clock = 999;
    expect(await shared('app', load)).toBe(1);
    clock = 1001;
    expect(await shared('app', load)).toBe(2);
    await expect(shared('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await shared('bad', async () => 'up')).toBe('up');
  });
});
