import type { ApplicationClient } from '@vitrine/sdk';

/** What is kept of the chosen deployment store (spec §3): uid, store_code, _id. */
export interface DeploymentStore {
  uid: number;
  store_code?: string;
  _id?: string;
}

export interface ListedStore extends DeploymentStore {
  name?: string;
}

/** The onboarding list's page size (spec §9). */
const DEPLOYMENT_STORES_PAGE_SIZE = 12;

/** Asks for the deployment store again (the settings page's 'Change store'). */
export const CHOOSE_STORE_EVENT = 'vitrine:choose-store';

/** Told to the page when the ordering store is settled, so views that depend on it can reload. */
export const ORDERING_STORE_EVENT = 'vitrine:ordering-store';

/** The store a `_ds` query names, if a positive whole number. */
export function storeUidFromQuery(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('_ds'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Valid when the shop deploys to every store, or lists this one among its deployed stores (spec §4). */
export function isDeployed(
  uid: number,
  check: { all_stores?: boolean; deployed_stores?: number[] },
): boolean {
  return check.all_stores === true || (check.deployed_stores ?? []).includes(uid);
}

export async function storesPage(sdk: ApplicationClient, pageNo: number, q: string) {
  const answer = await sdk.configuration.getOrderingStores({
    pageNo,
    pageSize: DEPLOYMENT_STORES_PAGE_SIZE,
    ...(q.trim() ? { q: q.trim() } : {}),
  });
  return {
    items: (answer.items ?? []) as ListedStore[],
    hasNext: Boolean(answer.page?.has_next),
    check: { all_stores: answer.all_stores, deployed_stores: answer.deployed_stores },
  };
}

/** Asks the platform for the ordering-store cookie, then tells the page. */
export async function selectOrderingStore(sdk: ApplicationClient, uid: number): Promise<void> {
  await sdk.configuration.getOrderingStoreCookie({ body: { ordering_store: { uid } } });
  announceOrderingStore(uid);
}

/** Tells the page the onboarding settled a step (the store chosen, or the store address saved). */
export function announceOrderingStore(uid: number | undefined): void {
  window.dispatchEvent(new CustomEvent(ORDERING_STORE_EVENT, { detail: { uid } }));
}
