import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, invalidInput, notFound } from './api-error';
import { readJson, sendJson } from './http';
import type { Ledger } from './ledger';
import type { Merchant, MerchantRegistry } from './merchants';
import { parseOrderRequest } from './order-request';
import type { WebhookSender } from './webhooks';

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  answer: (merchant: Merchant, id: string, req: IncomingMessage) => Promise<unknown> | unknown;
}

/** The server-to-server API: Razorpay-style orders and payments, plus the sandbox's webhook replay control. */
export function serverApi(
  ledger: Ledger,
  merchants: MerchantRegistry,
  webhooks: WebhookSender,
  moreRoutes: Route[],
) {
  const orderOf = (merchant: Merchant, id: string) =>
    ledger.findOrder(merchant.keyId, id) ?? raise(notFound());

  const routes: Route[] = [
    {
      method: 'POST',
      path: /^\/v1\/orders$/,
      answer: async (merchant, _id, req) =>
        ledger.createOrder(merchant.keyId, parseOrderRequest(await readJson(req))),
    },
    { method: 'GET', path: /^\/v1\/orders\/([^/]+)$/, answer: orderOf },
    {
      method: 'GET',
      path: /^\/v1\/orders\/([^/]+)\/payments$/,
      answer: (merchant, id) => {
        const items = ledger.paymentsOf(merchant.keyId, orderOf(merchant, id).id);
        return { entity: 'collection', count: items.length, items };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payments\/([^/]+)$/,
      answer: (merchant, id) => ledger.findPayment(merchant.keyId, id)?.payment ?? raise(notFound()),
    },
    {
      method: 'POST',
      path: /^\/sandbox\/webhooks\/([^/]+)\/resend$/,
      answer: (merchant, id) => {
        if (!ledger.findPayment(merchant.keyId, id)) throw notFound();
        const eventIds = webhooks.redeliver(id);
        if (!eventIds) throw invalidInput('The payment has not completed, so it has no webhook events yet');
        return { payment_id: id, event_ids: eventIds };
      },
    },
    ...moreRoutes,
  ];

  /** Answers the request when it is one of the API's routes; false otherwise. */
  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    for (const route of routes) {
      const match = route.path.exec(url.pathname);
      if (!match || req.method !== route.method) continue;
      try {
        const merchant = merchants.authenticate(req);
        sendJson(res, 200, await route.answer(merchant, match[1] ?? '', req));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        sendJson(res, error.status, error.body);
      }
      return true;
    }
    return false;
  };
}

function raise(error: ApiError): never {
  throw error;
}
