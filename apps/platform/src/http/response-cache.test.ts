import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('response cache', () => {
  it('drops only the responses a catalogue change makes stale, or every one', () => {
    const cache = new ResponseCache();
    const kept = (changesWith?: 'catalogue') => ({ body: '{}', etag: 'e', expiresAt: 10, changesWith });
    cache.set('product', kept('catalogue'));
    cache.set('menu', kept());
    cache.clear('catalogue');
    expect(cache.get('product', 0)).toBeUndefined();
    expect(cache.get('menu', 0)).toBeDefined();
    cache.set('product', kept('catalogue'));
    cache.clear();
    expect(cache.get('product', 0)).toBeUndefined();
    expect(cache.get('menu', 0)).toBeUndefined();
  });
});
