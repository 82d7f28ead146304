import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/context';
import { registerCart } from './cart/routes';
import { registerCatalog } from './catalog/routes';
import { registerConfiguration } from './configuration/routes';
import { registerContent } from './content/routes';
import { registerLogistics } from './logistics/routes';
import { registerTheme } from './theme/routes';
import { registerUser } from './user/routes';

export function registerModules(api: Hono<AppEnv>, services: Services): void {
  registerConfiguration(api, services);
  registerCatalog(api, services);
  registerCart(api, services);
  registerContent(api, services);
  registerTheme(api, services);
  registerLogistics(api, services);
  registerUser(api, services);
}
