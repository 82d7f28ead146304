import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { knownCardCustomer } from './card-customers';
import { cardInfo } from './card-networks';
import { removeSavedCard, savedCardOf, savedCardsOf } from './saved-cards';

/** Saved cards: each call acts for the signed-in shopper only, on the cards of their own gateway customer. */
export function registerSavedCards(on: On, services: Services): void {
  const { db } = services;
  const gateway = () => services.config.paymentGateway;
  const signedIn = signedInUser(services);
  const shopperOf = async (c: Context<AppEnv>) => ({
    applicationId: c.get('application').id,
    userId: (await signedIn(c)).id,
  });

  on(api.payment.getActiveCardAggregator, async (_input, c) => {
    const shopper = await shopperOf(c);
    const settings = gateway();
    if (!settings) throw notFound('This shop takes no card payments');
    const customerId = await knownCardCustomer(db, settings, shopper);
    return {
      success: true,
      message: '',
      cards: { aggregator: settings.aggregator, api: settings.url, customer_id: customerId ?? null },
    };
  });

  on(api.payment.getActiveUserCards, async (_input, c) => ({
    success: true,
    message: '',
    data: await savedCardsOf(db, gateway(), await shopperOf(c)),
  }));

  on(api.payment.deleteUserCard, async ({ body }, c) => {
    await removeSavedCard(db, gateway(), await shopperOf(c), body.card_id);
    return { success: true, message: 'Card removed' };
  });

  on(api.payment.attachCardToCustomer, async ({ body }, c) => ({
    success: true,
    message: 'Card attached',
    data: await savedCardOf(db, gateway(), await shopperOf(c), body.card_id),
  }));

  on(api.payment.cardDetails, ({ params }) => ({ success: true, data: cardInfo(params.card_info) }));
}
