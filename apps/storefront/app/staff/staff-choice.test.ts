import { describe, expect, it } from 'vitest';
import { rememberEmployee, rememberedEmployee, STAFF_CHOICE_MS } from './staff-choice';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('the chosen employee', () => {
  it('is kept for 15 minutes, then forgotten', () => {
    const storage = memoryStorage();
    const chosen = { _id: 'emp-1', order_incent: true, name: 'Meera Iyer' };
    rememberEmployee(chosen, storage, 1_000);
    expect(storage.getItem('m_selectedEmployee')).not.toBeNull();
    expect(rememberedEmployee(storage, 1_000 + STAFF_CHOICE_MS - 1)).toEqual(chosen);
    expect(rememberedEmployee(storage, 1_000 + STAFF_CHOICE_MS + 1)).toBeNull();
    expect(storage.getItem('m_selectedEmployee')).toBeNull();
    expect(STAFF_CHOICE_MS).toBe(900_000);
  });
});
