import type { StorefrontContext } from '../load-context';

type Features = {
  feature?: {
    common?: { deployment_store_selection?: { enabled?: boolean } };
    cart?: { staff_selection?: boolean };
    registration_page?: { ask_store_address?: boolean };
  };
};

const featuresOf = (context: StorefrontContext) =>
  context.shared('features', () => context.sdk.configuration.getFeatures()).catch(() => undefined) as Promise<
    Features | undefined
  >;

/** Whether shoppers may attribute their orders to a staff member (feature cart.staff_selection). */
export async function staffSelection(context: StorefrontContext): Promise<boolean> {
  return (await featuresOf(context))?.feature?.cart?.staff_selection === true;
}

/** Whether feature.common.deployment_store_selection.enabled is on (shop-wide, so shared across requests). */
export async function deploymentStoreSelection(context: StorefrontContext): Promise<boolean> {
  const features = await featuresOf(context);
  return features?.feature?.common?.deployment_store_selection?.enabled === true;
}

/** Whether the shop asks signed-in shoppers for a store address (registration_page.ask_store_address). */
export async function askStoreAddress(context: StorefrontContext): Promise<boolean> {
  return (await featuresOf(context))?.feature?.registration_page?.ask_store_address === true;
}

/** Whether the deployment-store feature is on and the shop has stores to choose from (spec §2). */
export async function deploymentStoresOffered(context: StorefrontContext): Promise<boolean> {
  if (!(await deploymentStoreSelection(context))) return false;
  const stores = await context.sdk.configuration
    .getOrderingStores({ pageNo: 1, pageSize: 1 })
    .catch(() => undefined);
  return (stores?.items?.length ?? 0) > 0;
}
