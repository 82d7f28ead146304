import { invalidInput } from './api-error';

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const VPA = /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
const MODES = new Set(['IMPS', 'NEFT', 'RTGS', 'UPI', 'amazonpay']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, field: string, max = 120) => {
  if (typeof value !== 'string' || !value.trim() || value.length > max) {
    throw invalidInput(`The ${field} field is required and may have at most ${max} characters.`, field);
  }
  return value;
};

type FundAccount =
  | { account_type: 'bank_account'; bank_account: { name: string; ifsc: string; account_number: string } }
  | { account_type: 'vpa'; vpa: { address: string } }
  | { account_type: 'wallet'; wallet: { provider: string; phone: string; name?: string } };

export interface PayoutRequest {
  account_number: string;
  amount: number;
  mode: string;
  purpose: string;
  reference_id: string | null;
  narration: string | null;
  fund_account: FundAccount;
  contact: Record<string, unknown>;
}

function readFundAccount(value: unknown, mode: string): FundAccount {
  if (!isObject(value)) throw invalidInput('The fund_account field is required.', 'fund_account');
  if (value.account_type === 'bank_account' && isObject(value.bank_account)) {
    const ifsc = text(value.bank_account.ifsc, 'fund_account.bank_account.ifsc', 11);
    if (!IFSC.test(ifsc)) throw invalidInput('The ifsc is invalid.', 'fund_account.bank_account.ifsc');
    const accountNumber = text(
      value.bank_account.account_number,
      'fund_account.bank_account.account_number',
      35,
    );
    if (!/^\d{5,35}$/.test(accountNumber)) {
      throw invalidInput('The account number is invalid.', 'fund_account.bank_account.account_number');
    }
    if (!['IMPS', 'NEFT', 'RTGS'].includes(mode))
      throw invalidInput('A bank account takes IMPS, NEFT or RTGS.', 'mode');
    const name = text(value.bank_account.name, 'fund_account.bank_account.name');
    return { account_type: 'bank_account', bank_account: { name, ifsc, account_number: accountNumber } };
  }
  if (value.account_type === 'vpa' && isObject(value.vpa)) {
    const address = text(value.vpa.address, 'fund_account.vpa.address', 320);
    if (!VPA.test(address)) throw invalidInput('The vpa address is invalid.', 'fund_account.vpa.address');
    if (mode !== 'UPI') throw invalidInput('A VPA takes the UPI mode.', 'mode');
    return { account_type: 'vpa', vpa: { address } };
  }
  if (value.account_type === 'wallet' && isObject(value.wallet)) {
    const provider = text(value.wallet.provider, 'fund_account.wallet.provider', 40);
    const phone = text(value.wallet.phone, 'fund_account.wallet.phone', 15);
    return { account_type: 'wallet', wallet: { provider, phone } };
  }
  throw invalidInput(
    'The fund_account must be a bank_account, a vpa or a wallet.',
    'fund_account.account_type',
  );
}

/** A RazorpayX composite payout's body (`POST /v1/payouts` with the fund account inline), checked strictly. */
export function readPayoutRequest(body: unknown): PayoutRequest {
  if (!isObject(body)) throw invalidInput('The request body must be a JSON object');
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100) {
    throw invalidInput('The amount must be an integer number of paise, at least 100.', 'amount');
  }
  if (body.currency !== 'INR') throw invalidInput('The currency must be INR.', 'currency');
  const mode = text(body.mode, 'mode', 20);
  if (!MODES.has(mode)) throw invalidInput('The mode is invalid.', 'mode');
  const fundAccount = readFundAccount(body.fund_account, mode);
  const optional = (value: unknown, field: string, max: number) =>
    value === undefined || value === null ? null : text(value, field, max);
  return {
    account_number: text(body.account_number, 'account_number', 40),
    amount,
    mode,
    purpose: text(body.purpose, 'purpose', 40),
    reference_id: optional(body.reference_id, 'reference_id', 40),
    narration: optional(body.narration, 'narration', 30),
    fund_account: fundAccount,
    contact:
      isObject(body.fund_account) && isObject(body.fund_account.contact) ? body.fund_account.contact : {},
  };
}
