import { randomBytes } from 'node:crypto';
import type { Route } from './api';
import { invalidInput, notFound } from './api-error';
import { readJson } from './http';
import { type PayoutRequest, readPayoutRequest } from './payout-request';

interface Payout {
  id: string;
  merchant: string;
  key: string;
  /** The request as first asked, to tell a retry from a different payout under the same key. */
  asked: string;
  view: Record<string, unknown>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function viewOf(id: string, asked: PayoutRequest) {
  return {
    id,
    entity: 'payout',
    fund_account_id: `fa_${hex(7)}`,
    fund_account: { entity: 'fund_account', ...asked.fund_account, contact: asked.contact, active: true },
    amount: asked.amount,
    currency: 'INR',
    notes: {},
    fees: 0,
    tax: 0,
    status: 'processed',
    purpose: asked.purpose,
    utr: hex(8).toUpperCase(),
    mode: asked.mode,
    reference_id: asked.reference_id,
    narration: asked.narration,
    batch_id: null,
    failure_reason: null,
    created_at: Math.floor(Date.now() / 1000),
    status_details: {
      description: 'Payout is processed and the money has been credited',
      source: 'beneficiary_bank',
    },
  };
}

/**
 * RazorpayX-style payouts to a bank account (IFSC), a UPI address or a wallet, paid at once in the sandbox:
 * `POST /v1/payouts` needs an X-Payout-Idempotency key, and the same key answers the same payout;
 * `GET /v1/payouts?reference_id=` lists a merchant's payouts; `GET /v1/payouts/{id}` reads one.
 */
export function payoutRoutes(): Route[] {
  const payouts: Payout[] = [];
  return [
    {
      method: 'POST',
      path: /^\/v1\/payouts$/,
      answer: async (merchant, _id, req) => {
        const key = String(req.headers['x-payout-idempotency'] ?? '').trim();
        if (!key || key.length > 100) {
          throw invalidInput('The X-Payout-Idempotency header is required (at most 100 characters).');
        }
        const asked = readPayoutRequest(await readJson(req));
        const fingerprint = JSON.stringify(asked);
        const earlier = payouts.find((payout) => payout.merchant === merchant.keyId && payout.key === key);
        if (earlier) {
          if (earlier.asked !== fingerprint) {
            throw invalidInput('Different request body sent for the same X-Payout-Idempotency key.');
          }
          return earlier.view;
        }
        const id = `pout_${hex(7)}`;
        const payout = { id, merchant: merchant.keyId, key, asked: fingerprint, view: viewOf(id, asked) };
        payouts.push(payout);
        return payout.view;
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payouts$/,
      answer: (merchant, _id, req) => {
        const reference = new URL(req.url ?? '/', 'http://gateway').searchParams.get('reference_id');
        const items = payouts
          .filter((payout) => payout.merchant === merchant.keyId)
          .filter((payout) => !reference || payout.view.reference_id === reference)
          .map((payout) => payout.view)
          .reverse();
        return { entity: 'collection', count: items.length, items };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/payouts\/([^/]+)$/,
      answer: (merchant, id) => {
        const found = payouts.find((payout) => payout.merchant === merchant.keyId && payout.id === id);
        if (!found) throw notFound();
        return found.view;
      },
    },
  ];
}
