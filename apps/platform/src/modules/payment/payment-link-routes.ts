import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import type { On } from '../../http/route';
import { cartRulesOf } from '../cart/cart-rules';
import { rupees } from '../catalog/views';
import { loadSettings } from '../configuration/settings';
import { signedInUser } from '../user/signed-in';
import {
  gatewayOrderOfLink,
  hostedCheckoutUrl,
  linkAfterAskingGateway,
  linkGateway,
  linkPaymentStatus,
  linkPollingUrl,
  requirePaidOnline,
} from './payment-link-payments';
import { sendPaymentLink } from './payment-link-resend';
import {
  cancelPaymentLink,
  createPaymentLink,
  ownPaymentLink,
  paymentLinkById,
  paymentLinkPoll,
  paymentLinkUrl,
  paymentLinkView,
  requireActive,
  returnAddress,
} from './payment-links';
import { onlinePaymentOptions } from './payment-options-online';

/**
 * Payment links. Who may do what: the shopper signed in makes a link, and only they may cancel it or send it
 * again (anyone else gets 404, as for a link never made); everything a payer does (open it, poll it, see how to
 * pay, pay, ask how the payment stands) takes only the link's unguessable id, signed in or not, because a link
 * is meant for whoever receives it. Only the gateway's word, server to server, marks a link paid.
 */
export function registerPaymentLinks(on: On, services: Services): void {
  const { db, config } = services;
  const signedIn = signedInUser(services);
  const owner = async (c: Context<AppEnv>) => ({
    applicationId: c.get('application').id,
    userId: (await signedIn(c)).id,
  });
  const aggregator = () => config.paymentGateway?.aggregator ?? '';

  on(api.payment.createPaymentLink, async ({ body }, c) => {
    const shopper = await owner(c);
    // A link nobody could pay is not made.
    linkGateway(services);
    const app = c.get('application');
    const link = await createPaymentLink(db, shopper, body);
    const url = paymentLinkUrl(config, app, link.id);
    if (body.send_communication) await sendPaymentLink(services, app, link, url);
    return {
      success: true,
      status_code: 200,
      message: 'Payment link created',
      payment_link_id: link.id,
      payment_link_url: url,
    };
  });

  on(api.payment.getPaymentLink, async ({ query }, c) => {
    const app = c.get('application');
    return paymentLinkView(config, app, await paymentLinkById(db, app.id, query.payment_link_id));
  });

  on(api.payment.pollingPaymentLink, async ({ query }, c) => {
    const link = await paymentLinkById(db, c.get('application').id, query.payment_link_id);
    return paymentLinkPoll(await linkAfterAskingGateway(services, link), aggregator());
  });

  on(api.payment.cancelPaymentLink, async ({ body }, c) =>
    cancelPaymentLink(db, await owner(c), body.payment_link_id),
  );

  on(api.payment.resendPaymentLink, async ({ body }, c) => {
    const app = c.get('application');
    const link = await ownPaymentLink(db, await owner(c), body.payment_link_id);
    requireActive(link);
    await sendPaymentLink(services, app, link, paymentLinkUrl(config, app, link.id));
    return { success: true, status_code: 200, message: 'Payment link sent' };
  });

  on(api.payment.getPaymentModeRoutesPaymentLink, async ({ query }, c) => {
    const app = c.get('application');
    const link = await paymentLinkById(db, app.id, query.payment_link_id);
    const rules = cartRulesOf(await loadSettings(db, app.id));
    return onlinePaymentOptions({ total: Number(link.amount), rules }, config.paymentGateway);
  });

  on(api.payment.createOrderHandlerPaymentLink, async ({ body }, c) => {
    const link = await paymentLinkById(db, c.get('application').id, body.payment_link_id);
    const returnTo = returnAddress(body.success_callback_url, 'success_callback_url');
    requirePaidOnline(linkGateway(services), body.payment_methods);
    const { gateway, gatewayOrderId } = await gatewayOrderOfLink(services, link);
    const page = hostedCheckoutUrl(gateway, gatewayOrderId, returnTo);
    return {
      success: true,
      status_code: 200,
      message: 'Order created; pay at the gateway',
      order_id: gatewayOrderId,
      callback_url: returnTo,
      payment_confirm_url: page,
      data: {
        method: body.payment_methods.mode,
        aggregator: gateway.aggregator,
        merchant_order_id: link.id,
        order_id: gatewayOrderId,
        currency: link.currency,
        amount: rupees(Number(link.amount)),
        email: link.email,
        contact: link.mobile_number,
        callback_url: returnTo,
        redirect_url: page,
      },
    };
  });

  on(api.payment.initialisePaymentPaymentLink, async ({ body }, c) => {
    const link = await paymentLinkById(db, c.get('application').id, body.merchant_order_id);
    const { gateway, gatewayOrderId } = await gatewayOrderOfLink(services, link);
    return {
      success: true,
      status: 'created',
      method: body.method,
      aggregator: gateway.aggregator,
      merchant_order_id: link.id,
      aggregator_order_id: gatewayOrderId,
      polling_url: linkPollingUrl(link.id),
      customer_id: body.customer_id,
      currency: link.currency,
      amount: rupees(Number(link.amount)),
      timeout: null,
    };
  });

  on(api.payment.checkAndUpdatePaymentStatusPaymentLink, async ({ body }, c) => {
    const link = await paymentLinkById(db, c.get('application').id, body.merchant_order_id);
    return linkPaymentStatus(await linkAfterAskingGateway(services, link), aggregator());
  });
}
