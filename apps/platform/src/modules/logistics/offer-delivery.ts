import type { Context } from 'hono';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/context';
import type { OfferDelivery } from '../catalog/product-offers';
import { codAvailable, codRulesOf } from './cash-on-delivery';
import { bySoonest, destinationIn, promiseTo } from './delivery-promise';
import { pincodeDirectory } from './localities';
import { locationPincode } from './location-pincode';

/** Delivery of the product page's offers to the pincode the caller's location names (if any), as of `now`. */
export async function offerDelivery(db: Db, c: Context<AppEnv>, now = Date.now()): Promise<OfferDelivery> {
  const applicationId = c.get('application').id;
  const pincode = locationPincode(c);
  const [directory, rules] = await Promise.all([
    pincode ? pincodeDirectory(db, applicationId) : [],
    codRulesOf(db, applicationId),
  ]);
  const destination = destinationIn(directory, pincode);
  const windowFrom: OfferDelivery['windowFrom'] = (store) => promiseTo(store?.address, destination, now);
  return {
    windowFrom,
    codFor: (orderValue) => codAvailable(rules, orderValue),
    soonerFirst: (a, b) => bySoonest(windowFrom(a), windowFrom(b)),
  };
}
