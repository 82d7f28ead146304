import type { Route } from './api';
import { readJson } from './http';
import { mobileOf } from './pay-later';
import type { PayLaterCharges } from './pay-later-charges';
import { PayLaterError } from './pay-later-error';

const badRequest = (message: string) => new PayLaterError('bad_request', message);

export async function objectBody(req: Parameters<Route['answer']>[2]): Promise<Record<string, unknown>> {
  const body = await readJson(req).catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

export function phoneOf(body: Record<string, unknown>): string {
  const phone = mobileOf(body.phone_number);
  if (!phone) throw badRequest('phone_number must be a 10-digit mobile number');
  return phone;
}

export function paiseOf(value: unknown, name: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) {
    throw badRequest(`${name} must be a whole number of paise`);
  }
  return value as number;
}

const ADDRESS_FIELDS = ['line1', 'city', 'state', 'country', 'pincode'] as const;

/** Potlee underwrites the order itself: where it goes and what is in it. */
function checkOrderDetails(body: Record<string, unknown>): void {
  for (const name of ['delivery_address', 'billing_address']) {
    const address = body[name] as Record<string, unknown> | undefined;
    const missing = ADDRESS_FIELDS.filter((field) => typeof address?.[field] !== 'string' || !address[field]);
    if (missing.length > 0) throw badRequest(`${name} needs ${missing.join(', ')}`);
  }
  const items = body.order_items;
  const wellFormed = (item: Record<string, unknown>) =>
    typeof item?.sku === 'string' && typeof item.price === 'number' && Number.isInteger(item.quantity);
  if (!Array.isArray(items) || items.length === 0 || !items.every(wellFormed)) {
    throw badRequest('order_items must list each item’s sku, price and quantity');
  }
}

/** The Simpl-style and Potlee-style server-to-server API: eligibility by phone, and Simpl's charge by token. */
export function payLaterApi(charges: PayLaterCharges): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/paylater\/simpl\/eligibility$/,
      answer: async (_merchant, _id, req) => {
        const body = await objectBody(req);
        const amount = paiseOf(body.transaction_amount_in_paise, 'transaction_amount_in_paise');
        return { success: true, data: charges.eligibility(phoneOf(body), amount) };
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/paylater\/simpl\/charge$/,
      answer: async (merchant, _id, req) => {
        const body = await objectBody(req);
        const amount = paiseOf(body.amount_in_paise, 'amount_in_paise');
        if (typeof body.transaction_token !== 'string' || !body.transaction_token) {
          throw new PayLaterError('invalid_transaction_token', 'transaction_token is required');
        }
        if (typeof body.order_id !== 'string' || !body.order_id) throw badRequest('order_id is required');
        const transaction = charges.charge(merchant.keyId, {
          token: body.transaction_token,
          orderId: body.order_id,
          amount,
        });
        return { success: true, data: { transaction: { ...transaction, status: 'CLAIMED' } } };
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/paylater\/potlee\/eligibility$/,
      answer: async (_merchant, _id, req) => {
        const body = await objectBody(req);
        const amount = paiseOf(body.amount_in_paise, 'amount_in_paise');
        checkOrderDetails(body);
        return { success: true, data: charges.eligibility(phoneOf(body), amount) };
      },
    },
  ];
}
