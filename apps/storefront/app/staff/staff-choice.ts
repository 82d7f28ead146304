import { getStoredItem, STORAGE_KEYS, setStoredItem } from '@vitrine/kit/storage';

/** The chosen employee is kept 15 minutes (spec §4), then the shopper is asked again. */
export const STAFF_CHOICE_MS = 15 * 60 * 1000;

/** What is kept of a staff user (spec §3): _id and order_incent, with a name to show. */
export interface ChosenEmployee {
  _id: string;
  order_incent: boolean;
  name: string;
}

export function rememberEmployee(employee: ChosenEmployee, storage?: Storage, now = Date.now()): void {
  setStoredItem(STORAGE_KEYS.selectedEmployee, employee, STAFF_CHOICE_MS, storage, now);
}

export function rememberedEmployee(storage?: Storage, now = Date.now()): ChosenEmployee | null {
  return getStoredItem<ChosenEmployee>(STORAGE_KEYS.selectedEmployee, storage, now);
}
