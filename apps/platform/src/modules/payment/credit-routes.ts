import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { namedCart, priceCart } from '../cart/cart';
import { cartCaller } from '../cart/cart-owner';
import { signedInUser } from '../user/signed-in';
import {
  checkCredit,
  creditProviderOf,
  creditSummary,
  onboardShopper,
  validateCustomerCredit,
} from './credit';
import { epaylaterBanner, rupifiBanner } from './credit-banners';
import { outstandingOrderDetails, paidOrderDetails } from './credit-orders';
import { PROVIDERS } from './pay-later';

/** Credit with the pay-later aggregators, the orders paid with them, and the aggregators' banners. */
export function registerCredit(on: On, services: Services): void {
  const { db } = services;
  const signedIn = signedInUser(services);

  /** The signed-in shopper, the aggregator they ask about, and the shop's gateway that keeps its accounts. */
  async function creditCaller(c: Context<AppEnv>, aggregator: string | undefined) {
    const user = await signedIn(c);
    const provider = creditProviderOf(aggregator);
    const gateway = services.config.paymentGateway;
    if (!gateway) throw notFound('This shop takes no pay-later payments');
    return { user, gateway, provider };
  }

  on(api.payment.checkCredit, async ({ query }, c) => checkCredit(await creditCaller(c, query.aggregator)));

  on(api.payment.customerCreditSummary, async ({ query }, c) =>
    creditSummary(await creditCaller(c, query.aggregator)),
  );

  on(api.payment.customerOnboard, async ({ body }, c) =>
    onboardShopper(await creditCaller(c, body.aggregator), body),
  );

  on(api.payment.validateCustomerAndCreditSummary, async ({ body }, c) => {
    const caller = await creditCaller(c, body.aggregator);
    if (body.user_id && body.user_id !== caller.user.id) throw notFound('User not found');
    // Money is the server's: a cart named is checked at its own total, not the amount sent.
    let amount = Math.round(body.transaction_amount * 100);
    if (body.cart_id) {
      const app = c.get('application');
      const cart = await namedCart(db, await cartCaller(db, c), { id: body.cart_id });
      const seller = { uid: app.companyId, name: app.name };
      amount = (await priceCart(db, app.id, seller, cart, { paymentMode: '' })).totals.total;
    }
    return validateCustomerCredit(caller, amount, body.cart_id);
  });

  on(api.payment.getEpaylaterBannerDetails, () => epaylaterBanner(services.config.paymentGateway));
  on(api.payment.getRupifiBannerDetails, () => rupifiBanner(services.config.paymentGateway));

  const ordersOf = async (c: Context<AppEnv>, aggregator: string | undefined) => {
    const user = await signedIn(c);
    const shopper = { applicationId: c.get('application').id, userId: user.id };
    return { shopper, aggregator: PROVIDERS[creditProviderOf(aggregator)] };
  };
  on(api.payment.paidOrderDetails, async ({ query }, c) => {
    const { shopper, aggregator } = await ordersOf(c, query.aggregator);
    return paidOrderDetails(db, shopper, aggregator);
  });
  on(api.payment.outstandingOrderDetails, async ({ query }, c) => {
    const { shopper, aggregator } = await ordersOf(c, query.aggregator);
    return outstandingOrderDetails(db, shopper, aggregator);
  });
}
