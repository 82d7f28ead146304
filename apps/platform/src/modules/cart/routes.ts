import { cart } from '@vitrine/contract';
import type { Hono } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { route } from '../../http/route';
import { getBulkPriceOffers } from './bulk-price';

/** The cart module: for now the product page's bulk price offers. */
export function registerCart(api: Hono<AppEnv>, services: Services): void {
  route(
    api,
    services,
    cart.getBulkDiscountOffers,
    ({ query }, c) => {
      const app = c.get('application');
      return getBulkPriceOffers(services.db, query, { companyId: app.companyId, name: app.name });
    },
    { cacheSeconds: 60 },
  );
}
