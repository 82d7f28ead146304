import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { storedJson } from '@vitrine/contract';
import type { UserPhoneNumber } from '../../db/schema';
import type { Application } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { codeMessage } from '../user/code-messages';
import {
  type CodeServices,
  codeDestination,
  issueCode,
  phoneDestination,
  verifyCode,
} from '../user/one-time-codes';
import { findCode } from '../user/one-time-codes-sql';
import type { UserRow } from '../user/users-sql';
import type { PaymentGatewaySettings } from './gateway-config';
import { branchOfIfsc } from './gateway-upi';
import { addBeneficiary, masked, requireModeOn, shopperEmail } from './refund-accounts';
import { forgetPendingAccount, type RefundShopper } from './refund-accounts-sql';
import { upiGateway } from './upi-payments';
import { IFSC } from './upi-routes';

/** What the one-time codes of these flows are for (one_time_codes.purpose). */
const BANK_PURPOSE = 'refund-bank';
const WALLET_PURPOSE = 'refund-wallet';
const REQUEST_NOT_FOUND = 'No OTP request has this request_id';

export interface BankAccountInput {
  account_no?: string;
  ifsc_code?: string;
  account_holder?: string;
}

/** A bank account as kept with its code until verified: bank and branch named by its IFSC. */
interface PendingAccount {
  account_no: string;
  ifsc_code: string;
  bank_name: string;
  branch_name: string;
  account_holder: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function sameKey(given: string, storedHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const hash = digest(given);
  return stored.length === hash.length && timingSafeEqual(stored, hash);
}

/** The bank account checked: digits only, a real branch's IFSC (its bank and branch filled in), a holder. */
async function checkedAccount(
  gateway: PaymentGatewaySettings | undefined,
  input: BankAccountInput,
): Promise<PendingAccount> {
  const accountNo = (input.account_no ?? '').replace(/[\s-]/g, '');
  if (!/^\d{9,18}$/.test(accountNo))
    throw badRequest('account_no must be a bank account number of 9 to 18 digits');
  const holder = (input.account_holder ?? '').trim();
  if (!holder) throw badRequest('account_holder is required: the name on the bank account');
  const ifsc = (input.ifsc_code ?? '').trim().toUpperCase();
  if (!IFSC.test(ifsc)) throw badRequest('Enter a valid IFSC code, such as SBIN0000300');
  const branch = await branchOfIfsc(upiGateway(gateway), ifsc).catch(() => {
    throw new HttpError(502, 'The IFSC code could not be checked; try again');
  });
  if (!branch) throw badRequest(`No bank branch has the IFSC code ${ifsc}`);
  return {
    account_no: accountNo,
    ifsc_code: ifsc,
    bank_name: branch.BANK,
    branch_name: branch.BRANCH,
    account_holder: holder,
  };
}

/** The shopper's own verified mobile number, where a bank account's code goes. */
function verifiedPhoneOf(user: UserRow) {
  const phones = storedJson<UserPhoneNumber[]>(user.phone_numbers).filter((phone) => phone.verified);
  const phone = phones.find((candidate) => candidate.primary) ?? phones[0];
  if (!phone) throw badRequest('Add and verify a mobile number in your profile before adding a bank account');
  return phoneDestination(String(phone.country_code), phone.phone);
}

/**
 * Checks a bank account and sends a code to the shopper's phone to confirm adding it; the account waits with the
 * code. `hash_key` is handed to this caller only, and must come back with the code.
 */
export async function requestBankAccountCode(
  services: CodeServices & { gateway: PaymentGatewaySettings | undefined },
  application: Application,
  user: UserRow,
  request: { account: BankAccountInput; address?: string },
) {
  await requireModeOn(services.db, { applicationId: application.id, userId: user.id }, 'bank');
  const account = await checkedAccount(services.gateway, request.account);
  const destination = verifiedPhoneOf(user);
  const hashKey = randomBytes(16).toString('hex');
  const issued = await issueCode(
    services,
    {
      applicationId: application.id,
      purpose: BANK_PURPOSE,
      destination,
      userId: user.id,
      details: { account, hash_key: digest(hashKey).toString('hex') },
      address: request.address,
    },
    codeMessage(
      application.name,
      `add the bank account ending ${account.account_no.slice(-4)} for your refunds`,
    ),
  );
  return {
    request_id: issued.requestId,
    hash_key: hashKey,
    resend_timer: issued.resendTimer,
    mobile: masked(destination.phone ?? ''),
    bank_name: account.bank_name,
    branch_name: account.branch_name,
  };
}

/** The shopper's own code request of this purpose; anyone else's, or an unknown one, is not found. */
async function ownRequest(
  services: CodeServices,
  shopper: RefundShopper,
  purpose: string,
  requestId: string,
) {
  const row = await findCode(services.db, shopper.applicationId, requestId);
  if (!row || row.purpose !== purpose || row.user_id !== shopper.userId) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

/** Verifies a bank account's code (and its hash_key, when the call carries one), then stores the account. */
export async function confirmBankAccount(
  services: CodeServices,
  user: UserRow,
  shopper: RefundShopper,
  proof: { requestId: string; otp: string; hashKey?: string },
) {
  const row = await ownRequest(services, shopper, BANK_PURPOSE, proof.requestId);
  const pending = storedJson<{ account: PendingAccount; hash_key: string }>(row.details);
  if (proof.hashKey !== undefined && !sameKey(proof.hashKey, pending.hash_key ?? '')) {
    throw badRequest('hash_key does not match this request_id');
  }
  await verifyCode(
    services.db,
    { ...shopper, purposes: [BANK_PURPOSE], requestId: proof.requestId },
    proof.otp,
  );
  const saved = await addBeneficiary(services.db, shopper, {
    ...pending.account,
    transfer_mode: 'bank',
    email: shopperEmail(user),
  });
  await forgetPendingAccount(services.db, proof.requestId);
  return saved;
}

/** Sends a code to a wallet's mobile number, proving the shopper holds it before the wallet is added. */
export async function requestWalletCode(
  services: CodeServices,
  application: Application,
  user: UserRow,
  request: { countryCode: string; mobile: string; address?: string },
) {
  await requireModeOn(services.db, { applicationId: application.id, userId: user.id }, 'wallet');
  const issued = await issueCode(
    services,
    {
      applicationId: application.id,
      purpose: WALLET_PURPOSE,
      destination: phoneDestination(request.countryCode, request.mobile),
      userId: user.id,
      address: request.address,
    },
    codeMessage(application.name, 'add your wallet for refunds'),
  );
  return { success: true, request_id: issued.requestId, is_verified_flag: 'false' };
}

/** Verifies a wallet's code and stores the wallet on the mobile number the code went to. */
export async function confirmWallet(
  services: CodeServices,
  user: UserRow,
  shopper: RefundShopper,
  proof: { requestId: string; otp: string; wallet: string; holder?: string },
) {
  const wallet = proof.wallet.trim();
  if (!wallet) throw badRequest('details.wallet is required: the name of the wallet');
  const row = await ownRequest(services, shopper, WALLET_PURPOSE, proof.requestId);
  await verifyCode(
    services.db,
    { ...shopper, purposes: [WALLET_PURPOSE], requestId: proof.requestId },
    proof.otp,
  );
  return addBeneficiary(services.db, shopper, {
    transfer_mode: 'wallet',
    wallet,
    mobile: codeDestination(row).phone ?? '',
    account_holder: proof.holder?.trim() || `${user.first_name} ${user.last_name}`.trim(),
    email: shopperEmail(user),
  });
}
