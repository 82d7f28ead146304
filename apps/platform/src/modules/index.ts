import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';
import { registrar } from '../http/route';
import { registerAddresses } from './address/routes';
import { registerAnalytics } from './analytics/routes';
import { registerCart } from './cart/routes';
import { registerCatalog } from './catalog/routes';
import { registerCheckout } from './checkout/routes';
import { registerCommunication } from './communication/routes';
import { moneyEdge } from './configuration/money-edge';
import { registerConfiguration } from './configuration/routes';
import { registerContent } from './content/routes';
import { registerContentTranslations } from './content/translations';
import { registerFileStorage } from './file-storage/routes';
import { registerFinance } from './finance/routes';
import { registerLead } from './lead/routes';
import { registerDeliveryPromises } from './logistics/promise-routes';
import { registerLogistics } from './logistics/routes';
import { registerLogisticsV1 } from './logistics/v1-routes';
import { registerOrders } from './order/routes';
import { registerShipmentUpdates } from './order/update-routes';
import { registerPayment } from './payment/routes';
import { registerRewards } from './rewards/routes';
import { registerShare } from './share/routes';
import { registerTheme } from './theme/routes';
import { registerUser } from './user/routes';
import { registerSocialSignIn } from './user/social-routes';

export function registerModules(api: Hono<AppEnv>, services: Services): void {
  const on = registrar(api, services, moneyEdge(services.db));
  for (const register of [
    registerConfiguration,
    registerCatalog,
    registerCart,
    registerCheckout,
    registerAddresses,
    registerContent,
    registerContentTranslations,
    registerTheme,
    registerLogistics,
    registerDeliveryPromises,
    registerLogisticsV1,
    registerFinance,
    registerUser,
    registerSocialSignIn,
    registerShare,
    registerCommunication,
    registerAnalytics,
    registerLead,
    registerFileStorage,
    registerPayment,
    registerOrders,
    registerShipmentUpdates,
    registerRewards,
  ]) {
    register(on, services);
  }
}
