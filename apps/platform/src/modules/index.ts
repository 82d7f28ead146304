import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';
import { registrar } from '../http/route';
import { registerAddresses } from './address/routes';
import { registerCart } from './cart/routes';
import { registerCatalog } from './catalog/routes';
import { moneyEdge } from './configuration/money-edge';
import { registerConfiguration } from './configuration/routes';
import { registerContent } from './content/routes';
import { registerLogistics } from './logistics/routes';
import { registerTheme } from './theme/routes';
import { registerUser } from './user/routes';
import { registerSocialSignIn } from './user/social-routes';

export function registerModules(api: Hono<AppEnv>, services: Services): void {
  const on = registrar(api, services, moneyEdge(services.db));
  for (const register of [
    registerConfiguration,
    registerCatalog,
    registerCart,
    registerAddresses,
    registerContent,
    registerTheme,
    registerLogistics,
    registerUser,
    registerSocialSignIn,
  ]) {
    register(on, services);
  }
}
