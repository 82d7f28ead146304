import { type api, storedJson } from '@vitrine/contract';
import type { z } from 'zod';
import type { UserPhoneNumber } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { rupees } from '../catalog/views';
import type { UserRow } from '../user/users-sql';
import type { PaymentGatewaySettings } from './gateway-config';
import { type CreditAccount, creditAccountOf, onboardAtProvider } from './gateway-credit';
import { PayLaterRefusal } from './gateway-pay-later';
import { mobileOf, PROVIDERS, providerOf, simplMessage } from './pay-later';

type Provider = keyof typeof PROVIDERS;
type OnboardBody = z.output<typeof api.payment.customerOnboard.body>;

/** Who asks about their credit, with which aggregator, at the shop's gateway. */
export interface CreditCaller {
  user: Pick<UserRow, 'id' | 'phone_numbers'>;
  gateway: PaymentGatewaySettings;
  provider: Provider;
}

const inRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const balance = (paise = 0) => ({
  value: rupees(paise),
  currency: 'INR',
  formatted_value: inRupees.format(rupees(paise)),
});

/** The aggregator a credit call names: Simpl or Potlee, whose accounts the gateway's pay-later API keeps. */
export function creditProviderOf(aggregator: string | undefined): Provider {
  if (!aggregator?.trim()) throw badRequest('aggregator is required: Simpl or Potlee');
  return providerOf(aggregator.trim());
}

/** The shopper's verified Indian mobile numbers, the primary first: what a pay-later provider knows them by. */
function verifiedMobiles(user: CreditCaller['user']): string[] {
  const phones = storedJson<UserPhoneNumber[]>(user.phone_numbers ?? []).filter(
    (phone) => phone.verified && phone.phone && (phone.country_code ?? 91) === 91,
  );
  phones.sort((a, b) => Number(b.primary ?? false) - Number(a.primary ?? false));
  return phones.flatMap((phone) => {
    try {
      return [mobileOf(phone.phone)];
    } catch {
      return [];
    }
  });
}

/** The provider's answer, or a 502 naming it when it could not be asked (down, or refusing the shop's key). */
async function fromProvider<T>(provider: Provider, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch {
    throw new HttpError(502, `${PROVIDERS[provider]} could not be reached for your credit; try again later`);
  }
}

/** The shopper's account with the provider, by their own mobile number; none when they have no number. */
async function accountOf({ user, gateway, provider }: CreditCaller, amount?: number) {
  const [phone] = verifiedMobiles(user);
  if (!phone) return undefined;
  return fromProvider(provider, () => creditAccountOf(gateway, provider, phone, amount));
}

const usable = (account: CreditAccount | undefined) =>
  account?.status === 'ACTIVE' && (account.available_credit_in_paise ?? 0) > 0;

/** Whether the shopper has an account with the aggregator (CheckCreditResponse), and can pay with it now. */
export async function checkCredit(caller: CreditCaller) {
  const account = await accountOf(caller);
  return {
    success: true,
    // Signing up is an API call (customerOnboard): the providers have no page for it.
    data: { status: usable(account), is_registered: account?.registered ?? false, signup_url: '' },
  };
}

/** What a refusal of the provider tells the shopper (Simpl's texts, which Potlee's checkout shows too). */
const refusalMessage = (status: string) =>
  simplMessage(
    { UNREGISTERED: 'user_not_found', BLOCKED: 'user_unauthorized' }[status] ?? 'unable_to_process',
  );

/** The shopper's credit line with the aggregator (CustomerCreditSummaryResponse): limit, available, due. */
export async function creditSummary(caller: CreditCaller) {
  const account = await accountOf(caller);
  if (!account?.registered) {
    const message = account
      ? refusalMessage('UNREGISTERED')
      : 'Add a verified mobile number to your account to pay later';
    return {
      success: true,
      data: {
        status: 'UNREGISTERED',
        status_message: message,
        is_eligible_for_txn: false,
        merchant_customer_ref_id: caller.user.id,
      },
    };
  }
  return {
    success: true,
    data: {
      status: account.status,
      buyer_status: account.status,
      status_message: account.status === 'ACTIVE' ? 'Approved' : refusalMessage(account.status),
      is_eligible_for_txn: usable(account),
      merchant_customer_ref_id: caller.user.id,
      credit_line_id: account.account_id ?? '',
      limit: balance(account.credit_limit_in_paise),
      amount_available: balance(account.available_credit_in_paise),
      balance: balance(account.available_credit_in_paise),
      due_amount: balance(account.due_in_paise),
      total_due_amount: balance(account.due_in_paise),
    },
  };
}

/**
 * Whether the shopper may pay `amount` paise with the aggregator, as the provider decides, with their account's
 * balance (ValidateCustomerCreditSchema).
 */
export async function validateCustomerCredit(caller: CreditCaller, amount: number, cartId?: string) {
  const account = await accountOf(caller, amount);
  const approved = account?.approved ?? false;
  const message = approved
    ? 'Approved'
    : account
      ? simplMessage(account.error_code ?? 'bad_request')
      : 'Add a verified mobile number to your account to pay later';
  return {
    success: true,
    is_eligible: approved,
    message,
    ...(cartId ? { cart_id: cartId } : {}),
    ...(account?.registered && account.account_id
      ? {
          account: {
            account_id: account.account_id,
            status: account.status,
            available_balance: { amount: rupees(account.available_credit_in_paise ?? 0), currency: 'INR' },
          },
        }
      : {}),
  };
}

/** The mobile number to sign up with: the one given, if it is a verified number of the account, else the primary. */
function onboardingMobile(user: CreditCaller['user'], body: OnboardBody): string {
  const mobiles = verifiedMobiles(user);
  if (mobiles.length === 0) {
    throw badRequest('Add a verified mobile number to your account to sign up for pay later');
  }
  const given = body.personal_info?.phone?.trim();
  if (!given) return mobiles[0];
  const phone = mobileOf(given);
  if (!mobiles.includes(phone)) {
    throw badRequest('personal_info.phone must be a verified mobile number of your account');
  }
  return phone;
}

/**
 * Signs the shopper up with the aggregator by their mobile number (CustomerOnboardingResponse): a number without
 * an account gets a credit line; one the provider refuses is answered 400 with its message and code.
 */
export async function onboardShopper(caller: CreditCaller, body: OnboardBody) {
  const { user, gateway, provider } = caller;
  const phone = onboardingMobile(user, body);
  const name = PROVIDERS[provider];
  let account: Awaited<ReturnType<typeof onboardAtProvider>>;
  try {
    account = await onboardAtProvider(gateway, provider, phone);
  } catch (error) {
    if (error instanceof PayLaterRefusal && error.code === 'user_unauthorized') {
      throw badRequest(simplMessage(error.code), { error_code: error.code });
    }
    if (error instanceof PayLaterRefusal && error.code === 'unable_to_process') {
      throw new HttpError(503, `${name} cannot sign you up right now; try again later`, {
        error_code: error.code,
      });
    }
    throw new HttpError(502, `${name} could not be reached to sign you up; try again later`);
  }
  return {
    success: true,
    data: {
      status: true,
      status_remark: account.created
        ? `Your ${name} credit line of ${inRupees.format(rupees(account.credit_limit_in_paise ?? 0))} is ready`
        : `You already have a ${name} account`,
      is_eligible_for_txn: usable(account),
      merchant_customer_ref_id: user.id,
    },
  };
}
