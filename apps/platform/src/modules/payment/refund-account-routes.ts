import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { clientAddress } from '../../http/request';
import type { On } from '../../http/route';
import { kickRefunds } from '../refund/refund-kick';
import { signedInUser } from '../user/signed-in';
import {
  confirmBankAccount,
  confirmWallet,
  requestBankAccountCode,
  requestWalletCode,
} from './refund-account-codes';
import {
  addUpiBeneficiary,
  BENEFICIARY_NOT_FOUND,
  beneficiaryList,
  beneficiaryView,
  requireOwnOrder,
  transferModes,
} from './refund-accounts';
import { setDefaultBeneficiary, setTransferMode } from './refund-accounts-sql';

const CODE_SENT = 'OTP sent to your registered mobile number';

/** A refund waiting for somewhere to go is paid now rather than at the next background run. */
const payWaitingRefunds = (orderId?: string) => kickRefunds(orderId ? { orderId } : {});
const ACCOUNT_ADDED = 'Account added for your refunds';

/** Refund beneficiaries and transfer modes: every call acts for the signed-in shopper, on their own only. */
export function registerRefundAccounts(on: On, services: Services): void {
  const { db } = services;
  const signedIn = signedInUser(services);
  const codeServices = () => ({ ...services, gateway: services.config.paymentGateway });
  const address = (c: Context<AppEnv>) => clientAddress(c, services.config.trustProxy);
  const caller = async (c: Context<AppEnv>) => {
    const user = await signedIn(c);
    return { user, shopper: { applicationId: c.get('application').id, userId: user.id } };
  };

  on(api.payment.addRefundBankAccountUsingOTP, async ({ body }, c) => {
    const { user, shopper } = await caller(c);
    await requireOwnOrder(db, shopper, body.order_id);
    const data = await requestBankAccountCode(codeServices(), c.get('application'), user, {
      account: body.details,
      address: address(c),
    });
    return { success: true, message: CODE_SENT, is_verified_flag: false, data };
  });

  on(api.payment.verifyOtpAndAddBeneficiaryForBank, async ({ body }, c) => {
    const { user, shopper } = await caller(c);
    await confirmBankAccount(services, user, shopper, {
      requestId: body.request_id,
      otp: body.otp,
      hashKey: body.hash_key,
    });
    payWaitingRefunds();
    return { success: true, message: ACCOUNT_ADDED };
  });

  on(api.payment.verifyOtpAndAddBeneficiaryForWallet, async ({ body }, c) => {
    const { user } = await caller(c);
    return requestWalletCode(services, c.get('application'), user, {
      countryCode: body.country_code,
      mobile: body.mobile,
      address: address(c),
    });
  });

  // One call for every mode: a bank account sends its code first (no otp yet) and is stored once it comes back.
  on(api.payment.addBeneficiaryDetails, async ({ body }, c) => {
    const { user, shopper } = await caller(c);
    await requireOwnOrder(db, shopper, body.order_id);
    const { details } = body;
    const proof = body.request_id && body.otp ? { requestId: body.request_id, otp: body.otp } : undefined;
    if (body.transfer_mode === 'bank' && !proof) {
      const data = await requestBankAccountCode(codeServices(), c.get('application'), user, {
        account: details,
        address: address(c),
      });
      return { success: true, message: CODE_SENT, is_verified_flag: false, data };
    }
    let saved: Awaited<ReturnType<typeof addUpiBeneficiary>>;
    if (body.transfer_mode === 'upi') {
      saved = await addUpiBeneficiary(db, services.config.paymentGateway, user, shopper, details);
    } else if (!proof) {
      throw badRequest('request_id and otp are required: ask for an OTP to the wallet mobile number first');
    } else if (body.transfer_mode === 'bank') {
      saved = await confirmBankAccount(services, user, shopper, proof);
    } else {
      saved = await confirmWallet(services, user, shopper, {
        ...proof,
        wallet: details.wallet ?? '',
        holder: details.account_holder,
      });
    }
    payWaitingRefunds(body.order_id);
    return { success: true, message: ACCOUNT_ADDED, is_verified_flag: true, data: beneficiaryView(saved) };
  });

  on(api.payment.getOrderBeneficiariesDetail, async ({ query }, c) => {
    const { shopper } = await caller(c);
    if (!query.order_id) throw badRequest('order_id is required');
    await requireOwnOrder(db, shopper, query.order_id);
    return beneficiaryList(db, shopper, true);
  });

  on(api.payment.getUserBeneficiariesDetail, async ({ query }, c) => {
    const { shopper } = await caller(c);
    await requireOwnOrder(db, shopper, query.order_id);
    return beneficiaryList(db, shopper, false);
  });

  on(api.payment.updateDefaultBeneficiary, async ({ body }, c) => {
    const { shopper } = await caller(c);
    await requireOwnOrder(db, shopper, body.order_id);
    if (!(await setDefaultBeneficiary(db, shopper, body.beneficiary_id)))
      throw notFound(BENEFICIARY_NOT_FOUND);
    payWaitingRefunds(body.order_id);
    return { success: true, is_beneficiary_set: true };
  });

  on(api.payment.getActiveRefundTransferModes, async (_input, c) =>
    transferModes(db, (await caller(c)).shopper),
  );

  on(api.payment.enableOrDisableRefundTransferMode, async ({ body }, c) => {
    await setTransferMode(db, (await caller(c)).shopper, body.transfer_mode, body.enable);
    return { success: true };
  });
}
