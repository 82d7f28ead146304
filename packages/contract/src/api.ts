import { cart } from './cart';
import { catalog } from './catalog';
import { configuration } from './configuration';
import { content } from './content';
import { logistics } from './logistics';
import { theme } from './theme';
import { user } from './user';
import { userSocial } from './user-social';

/** Every application API endpoint, by module and SDK method name (as the official SDK names them). */
export const api = {
  catalog,
  cart,
  configuration,
  content,
  theme,
  logistic: logistics,
  user: { ...user, ...userSocial },
} as const;
export type Api = typeof api;
