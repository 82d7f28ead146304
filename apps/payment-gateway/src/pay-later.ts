/**
 * Phone numbers the sandbox's pay-later providers (Simpl-style and Potlee-style) know, and how each answers.
 * Any other number has no pay-later account until it signs up (onboarding, credit-api.ts).
 */
export const SANDBOX_PAY_LATER_PHONES = {
  /** Approved, with ₹1,00,000 of credit (the demo shopper Asha's number). */
  approved: '9876543210',
  /** An account with ₹100 of credit: most orders exceed it (insufficient_credit). */
  lowCredit: '9000000001',
  /** No account with the provider (user_not_found). */
  notFound: '9000000002',
  /** An account the provider has blocked (user_unauthorized). */
  blocked: '9000000003',
  /** The provider cannot decide for now (unable_to_process). */
  unavailable: '9000000004',
} as const;

/** Simpl's error codes, as its API names them. */
export type PayLaterErrorCode =
  | 'unauthorized'
  | 'invalid_transaction_token'
  | 'bad_request'
  | 'user_not_found'
  | 'user_unauthorized'
  | 'unable_to_process'
  | 'insufficient_credit'
  | 'order_id_already_exists'
  | 'transaction_amount_zero_error'
  | 'refund_amount_greater_than_transaction_amount'
  | 'user_cancelled';

const CREDIT_IN_PAISE: Record<string, number> = {
  [SANDBOX_PAY_LATER_PHONES.approved]: 100_000_00,
  [SANDBOX_PAY_LATER_PHONES.lowCredit]: 100_00,
};

/** What a phone with no account is lent once it signs up (onboarding, credit-api.ts): ₹10,000. */
export const ONBOARDED_CREDIT_IN_PAISE = 10_000_00;

const REFUSAL_BY_PHONE: Record<string, PayLaterErrorCode> = {
  [SANDBOX_PAY_LATER_PHONES.blocked]: 'user_unauthorized',
  [SANDBOX_PAY_LATER_PHONES.unavailable]: 'unable_to_process',
};

/** A 10-digit Indian mobile number, with or without +91. */
export function mobileOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/^\+?91(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

/** Each phone's credit left, spent as charges are made: one book per sandbox. */
export function creditBook() {
  const spent = new Map<string, number>();
  /** Accounts opened by onboarding, beside the sandbox's own phones. */
  const opened = new Map<string, number>();
  /** The phone's credit line; undefined when it has no account (blocked phones have one, unusable). */
  const limit = (phone: string): number | undefined =>
    CREDIT_IN_PAISE[phone] ?? opened.get(phone) ?? (REFUSAL_BY_PHONE[phone] ? 0 : undefined);
  const available = (phone: string) => (limit(phone) ?? 0) - (spent.get(phone) ?? 0);
  /** What the phone has drawn and not repaid: the sandbox takes no repayments, so all it drew. */
  const due = (phone: string) => spent.get(phone) ?? 0;

  /** Why the phone cannot pay `amount` later, or undefined when it can. */
  function refusal(phone: string, amount: number): PayLaterErrorCode | undefined {
    if (REFUSAL_BY_PHONE[phone]) return REFUSAL_BY_PHONE[phone];
    if (limit(phone) === undefined) return 'user_not_found';
    return amount > available(phone) ? 'insufficient_credit' : undefined;
  }

  const spend = (phone: string, amount: number) => spent.set(phone, (spent.get(phone) ?? 0) + amount);

  /** Signs the phone up: an account with the onboarding credit when it had none; why not, for a refused phone. */
  function open(phone: string): PayLaterErrorCode | undefined {
    if (REFUSAL_BY_PHONE[phone]) return REFUSAL_BY_PHONE[phone];
    if (limit(phone) === undefined) opened.set(phone, ONBOARDED_CREDIT_IN_PAISE);
    return undefined;
  }

  return { available, due, limit, refusal, spend, open };
}

export type CreditBook = ReturnType<typeof creditBook>;
