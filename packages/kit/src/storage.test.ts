import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addRecentSearch,
  clearStoredItems,
  getRecentSearches,
  getStoredItem,
  STORAGE_KEYS,
  setStoredItem,
} from './storage';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

afterEach(() => vi.restoreAllMocks());

describe('stored items', () => {
  it('keeps the value with its timestamp and reads it back', () => {
    const storage = new MemoryStorage();
    setStoredItem('m_currency', { code: 'INR' }, undefined, storage, 1000);
    expect(JSON.parse(storage.getItem('m_currency') ?? '')).toEqual({
      value: { code: 'INR' },
      timestamp: 1000,
    });
    expect(getStoredItem('m_currency', storage)).toEqual({ code: 'INR' });
  });

  it('drops an entry once its time-to-live has passed', () => {
    const storage = new MemoryStorage();
    setStoredItem('m_selectedEmployee', 'emp-1', 900_000, storage, 0);
    expect(getStoredItem('m_selectedEmployee', storage, 900_000)).toBe('emp-1');
    expect(getStoredItem('m_selectedEmployee', storage, 900_001)).toBeNull();
    expect(storage.getItem('m_selectedEmployee')).toBeNull();
  });

  it('logs unreadable entries and storage failures instead of throwing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.setItem('m_token', '{not json');
    expect(getStoredItem('m_token', storage)).toBeNull();
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as MemoryStorage;
    expect(() => setStoredItem('m_token', 'x', undefined, full)).not.toThrow();
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('keeps the deployment store when everything is cleared', () => {
    const storage = new MemoryStorage();
    setStoredItem(STORAGE_KEYS.deploymentStore, { uid: 1 }, undefined, storage);
    setStoredItem(STORAGE_KEYS.token, 't', undefined, storage);
    clearStoredItems(storage);
    expect(getStoredItem(STORAGE_KEYS.token, storage)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.deploymentStore, storage)).toEqual({ uid: 1 });
  });
});

describe('recent searches', () => {
  it('keeps the five latest distinct terms under m_prevSearches, newest first', () => {
    const storage = new MemoryStorage();
    for (const term of ['shirt', 'shoes', 'Shirt', 'cap', 'bag', 'belt', 'watch'])
      addRecentSearch(term, storage);
    expect(getRecentSearches(storage)).toEqual(['watch', 'belt', 'bag', 'cap', 'Shirt']);
    expect(storage.getItem('m_prevSearches')).toContain('"watch"');
    expect(addRecentSearch('   ', storage)).toHaveLength(5);
  });
});
