import type { Route } from './api';
import { invalidInput, notFound } from './api-error';
import { readJson } from './http';
import type { Ledger } from './ledger';
import { accountHolderOf, isWellFormedVpa } from './upi';
import type { UpiCollects } from './upi-collects';

const ALLOWED_FIELDS = new Set([
  'amount',
  'currency',
  'order_id',
  'method',
  'email',
  'contact',
  'vpa',
  'flow',
  'upi',
  'description',
  'notes',
  'customer_id',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectBody(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw invalidInput('The request body must be a JSON object');
  return body;
}

function vpaOf(value: unknown): string {
  if (typeof value !== 'string' || !isWellFormedVpa(value)) {
    throw invalidInput('Invalid VPA. Please enter a valid Virtual Payment Address', 'vpa');
  }
  return value;
}

/** Razorpay-style server-to-server UPI: validate an address, and send a collect request for an order. */
export function upiApi(ledger: Ledger, collects: UpiCollects): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/payments\/validate\/vpa$/,
      answer: async (_merchant, _id, req) => {
        const vpa = vpaOf(objectBody(await readJson(req)).vpa);
        const holder = accountHolderOf(vpa);
        return holder ? { vpa, success: true, customer_name: holder } : { vpa, success: false };
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/payments\/create\/upi$/,
      answer: async (merchant, _id, req) => {
        const body = objectBody(await readJson(req));
        const unknown = Object.keys(body).filter((key) => !ALLOWED_FIELDS.has(key));
        if (unknown.length > 0) {
          throw invalidInput(`${unknown.join(', ')} is/are not required and should not be sent`);
        }
        const upi = isPlainObject(body.upi) ? body.upi : {};
        if (body.method !== 'upi') throw invalidInput('The method must be upi', 'method');
        if ((upi.flow ?? body.flow ?? 'collect') !== 'collect') {
          throw invalidInput('Only the collect flow is supported', 'flow');
        }
        const vpa = vpaOf(upi.vpa ?? body.vpa);
        if (typeof body.order_id !== 'string')
          throw invalidInput('The order_id field is required.', 'order_id');
        const order = ledger.findOrder(merchant.keyId, body.order_id) ?? raise(notFound());
        if (order.status === 'paid') throw invalidInput('Order has already been paid', 'order_id');
        if (body.amount !== order.amount_due) {
          throw invalidInput('The amount must match the amount due on the order', 'amount');
        }
        if (body.currency !== order.currency) throw invalidInput('The currency must be INR', 'currency');
        if (!accountHolderOf(vpa)) throw invalidInput('The UPI address has no account with any bank', 'vpa');
        return { razorpay_payment_id: collects.start(merchant, order, vpa).payment.id };
      },
    },
  ];
}

function raise(error: Error): never {
  throw error;
}
