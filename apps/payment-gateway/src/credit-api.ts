import { createHash } from 'node:crypto';
import type { Route } from './api';
import type { CreditBook } from './pay-later';
import { objectBody, paiseOf, phoneOf } from './pay-later-api';
import { PayLaterError } from './pay-later-error';

type AccountStatus = 'ACTIVE' | 'BLOCKED' | 'UNAVAILABLE' | 'UNREGISTERED';

const STATUS_BY_REFUSAL: Record<string, AccountStatus> = {
  user_not_found: 'UNREGISTERED',
  user_unauthorized: 'BLOCKED',
  unable_to_process: 'UNAVAILABLE',
};

/** The provider's own name for a phone's account, the same on every call. */
const accountIdOf = (provider: string, phone: string) =>
  `${provider}_acc_${createHash('sha256').update(`${provider}:${phone}`).digest('hex').slice(0, 16)}`;

/**
 * The phone's account with the provider as its credit line stands now: limit, what is left and what is due.
 * With an amount, also whether the phone may pay that much later (as eligibility answers), and if not why.
 */
function summaryOf(credit: CreditBook, provider: string, phone: string, amount?: number) {
  const status = STATUS_BY_REFUSAL[credit.refusal(phone, 0) ?? ''] ?? 'ACTIVE';
  const account =
    status === 'UNREGISTERED'
      ? { registered: false, status }
      : {
          registered: true,
          status,
          account_id: accountIdOf(provider, phone),
          credit_limit_in_paise: credit.limit(phone) ?? 0,
          available_credit_in_paise: Math.max(0, credit.available(phone)),
          due_in_paise: credit.due(phone),
        };
  if (amount === undefined) return account;
  const refusal = credit.refusal(phone, amount);
  return { ...account, approved: !refusal, ...(refusal ? { error_code: refusal } : {}) };
}

/**
 * The pay-later providers' account API (Simpl-style and Potlee-style), server to server with the merchant's key:
 * a phone's credit summary, and onboarding, which gives a phone with no account a credit line
 * (ONBOARDED_CREDIT_IN_PAISE) and refuses a blocked one. Both providers read the sandbox's one pay-later book.
 */
export function creditApi(credit: CreditBook): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/paylater\/(simpl|potlee)\/credit-summary$/,
      answer: async (_merchant, provider, req) => {
        const body = await objectBody(req);
        const amount =
          body.amount_in_paise === undefined ? undefined : paiseOf(body.amount_in_paise, 'amount_in_paise');
        return { success: true, data: summaryOf(credit, provider, phoneOf(body), amount) };
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/paylater\/(simpl|potlee)\/onboard$/,
      answer: async (_merchant, provider, req) => {
        const phone = phoneOf(await objectBody(req));
        const created = credit.limit(phone) === undefined;
        const refusal = credit.open(phone);
        if (refusal) throw new PayLaterError(refusal, 'The provider cannot give this phone a credit line');
        return { success: true, data: { ...summaryOf(credit, provider, phone), created } };
      },
    },
  ];
}
