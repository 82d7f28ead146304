import { api } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import type { On } from '../../http/route';
import { onlineFlowOf } from './provider-flows';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The calls of providers that take payments on their own pages: rendering their HTML, and their signup. */
export function registerPaymentFlows(on: On, services: Services): void {
  on(api.payment.renderHTML, ({ body }) => {
    try {
      return { html: utf8.decode(Buffer.from(body.base64_html, 'base64')) };
    } catch {
      throw badRequest('base64_html must be base64 of UTF-8 HTML');
    }
  });

  on(api.payment.redirectToAggregator, ({ query }) => {
    const gateway = services.config.paymentGateway;
    const aggregator = query.aggregator?.trim() ?? '';
    if (!aggregator) throw badRequest('aggregator is required, such as Rupifi');
    const signup = onlineFlowOf(gateway, aggregator)?.signupUrl;
    if (!gateway || !signup) throw notFound(`${aggregator} has no signup in this shop`);
    return { success: true, data: { status: true, signup_url: signup(gateway) } };
  });
}
