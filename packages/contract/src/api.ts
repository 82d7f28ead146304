import { cart } from './cart';
import { catalog } from './catalog';
import { commonCalls } from './common-calls';
import { communication } from './communication';
import { configuration } from './configuration';
import { content } from './content';
import { fileStorage } from './file-storage';
import { finance } from './finance';
import { lead } from './lead';
import { logistics } from './logistics';
import { orderReads } from './order';
import { orderUpdates } from './order-updates';
import { payment } from './payment';
import { rewards } from './rewards';
import { share } from './share';
import { theme } from './theme';
import { user } from './user';
import { userSocial } from './user-social';
import { webhook } from './webhook';

/** Every application API endpoint, by module and SDK method name (as the official SDK names them). */
export const api = {
  catalog,
  cart,
  configuration,
  content,
  theme,
  logistic: logistics,
  lead,
  fileStorage,
  user: { ...user, ...userSocial },
  share,
  communication,
  webhook,
  common: commonCalls,
  finance,
  payment,
  order: { ...orderReads, ...orderUpdates },
  rewards,
} as const;
export type Api = typeof api;
