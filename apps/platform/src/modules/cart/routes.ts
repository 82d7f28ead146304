import { cart } from '@vitrine/contract';
import type { Services } from '../../http/context';
import type { On } from '../../http/route';
import { getBulkPriceOffers } from './bulk-price';

/** The cart module: for now the product page's bulk price offers. */
export function registerCart(on: On, services: Services): void {
  on(
    cart.getBulkDiscountOffers,
    ({ query }, c) => {
      const app = c.get('application');
      return getBulkPriceOffers(services.db, query, { companyId: app.companyId, name: app.name });
    },
    { cacheSeconds: 60, changesWith: 'catalogue' },
  );
}
