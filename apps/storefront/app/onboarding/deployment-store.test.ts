import { describe, expect, it } from 'vitest';
import { isDeployed, storeUidFromQuery } from './deployment-store';

describe('which deployment store may be reused', () => {
  it('reads a shared link’s store from _ds', () => {
    expect(storeUidFromQuery('?_ds=1001')).toBe(1001);
    expect(storeUidFromQuery('?_ds=abc')).toBeUndefined();
    expect(storeUidFromQuery('?_ds=-4')).toBeUndefined();
    expect(storeUidFromQuery('')).toBeUndefined();
  });

  it('is valid when the shop deploys to all stores or lists it among the deployed ones', () => {
    expect(isDeployed(7, { all_stores: true })).toBe(true);
    expect(isDeployed(7, { all_stores: false, deployed_stores: [3, 7] })).toBe(true);
    expect(isDeployed(7, { all_stores: false, deployed_stores: [3] })).toBe(false);
    expect(isDeployed(7, {})).toBe(false);
  });
});
