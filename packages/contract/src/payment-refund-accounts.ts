import { z } from 'zod';
import { noParams, queryText } from './common';
import { endpoint } from './endpoint';
import { countryCode, phoneField } from './user-models';

const BASE = '/service/application/payment/v1.0/refund';
const text = z.string().nullable().optional();

/** The ways a refund can reach a shopper; each can be turned off per shopper. */
export const REFUND_TRANSFER_MODES = ['bank', 'upi', 'wallet'] as const;
export type RefundTransferMode = (typeof REFUND_TRANSFER_MODES)[number];

const field = (name: string, max: number) =>
  z.string(`${name} must be text`).max(max, `${name} must be at most ${max} characters`);
const orderId = field('order_id', 40);
const transferMode = z.enum(REFUND_TRANSFER_MODES, {
  error: `transfer_mode must be one of ${REFUND_TRANSFER_MODES.join(', ')}`,
});

/** A bank account as the shopper types it; bank and branch names are taken from the IFSC, not from here. */
const BankAccountDetails = z.looseObject({
  account_no: field('account_no', 40),
  ifsc_code: field('ifsc_code', 20),
  account_holder: field('account_holder', 100),
  bank_name: field('bank_name', 100).optional(),
  branch_name: field('branch_name', 200).optional(),
});

/** A beneficiary's details (BeneficiaryModeDetails): what each transfer mode needs of them. */
const BeneficiaryModeDetails = z.looseObject({
  account_no: field('account_no', 40).optional(),
  ifsc_code: field('ifsc_code', 20).optional(),
  account_holder: field('account_holder', 100).optional(),
  bank_name: field('bank_name', 100).optional(),
  branch_name: field('branch_name', 200).optional(),
  mobile: field('mobile', 20).optional(),
  email: field('email', 200).optional(),
  address: field('address', 500).optional(),
  comment: field('comment', 500).optional(),
  vpa: field('vpa', 100).nullable().optional(),
  wallet: field('wallet', 40).nullable().optional(),
});

/** RefundAccountResponse: `data` holds the OTP request to verify, or the stored beneficiary. */
const RefundAccountResponse = z.looseObject({
  success: z.boolean(),
  message: z.string(),
  is_verified_flag: z.boolean().optional(),
  data: z.unknown(),
});

/** A stored beneficiary (OrderBeneficiaryDetails); the account number is masked to its last four digits. */
const Beneficiary = z.looseObject({
  id: z.number(),
  beneficiary_id: z.string(),
  transfer_mode: z.string(),
  title: z.string(),
  subtitle: z.string(),
  display_name: z.string(),
  account_no: z.string(),
  account_holder: z.string(),
  ifsc_code: z.string(),
  bank_name: z.string(),
  branch_name: z.string().optional(),
  email: z.string(),
  mobile: z.string().optional(),
  address: z.string(),
  comment: z.string().optional(),
  delights_user_name: text,
  is_active: z.boolean(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type RefundBeneficiaryView = z.output<typeof Beneficiary>;

const Beneficiaries = z.looseObject({
  show_beneficiary_details: z.boolean().optional(),
  beneficiaries: z.array(Beneficiary),
});

/** Where a shopper's refunds go: bank accounts (confirmed by an OTP to their phone), UPI IDs and wallets. */
export const paymentRefundAccounts = {
  addBeneficiaryDetails: endpoint({
    method: 'POST',
    path: `${BASE}/account`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      transfer_mode: transferMode,
      details: BeneficiaryModeDetails,
      order_id: orderId.optional(),
      shipment_id: field('shipment_id', 40).optional(),
      delights: z.boolean('delights must be true or false').optional(),
      otp: field('otp', 10).optional(),
      request_id: field('request_id', 64).optional(),
    }),
    response: RefundAccountResponse,
  }),
  addRefundBankAccountUsingOTP: endpoint({
    method: 'POST',
    path: `${BASE}/account/otp`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({ order_id: orderId.optional(), details: BankAccountDetails }),
    response: RefundAccountResponse,
  }),
  verifyOtpAndAddBeneficiaryForBank: endpoint({
    method: 'POST',
    path: `${BASE}/verification/bank`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      request_id: field('request_id', 64),
      hash_key: field('hash_key', 100),
      otp: field('otp', 10),
    }),
    response: z.looseObject({ success: z.boolean().optional(), message: z.string() }),
  }),
  /** Sends an OTP to a wallet's mobile number; addBeneficiaryDetails then adds the wallet with it. */
  verifyOtpAndAddBeneficiaryForWallet: endpoint({
    method: 'POST',
    path: `${BASE}/verification/wallet`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({ country_code: countryCode, mobile: phoneField('mobile') }),
    response: z.looseObject({
      success: z.boolean().optional(),
      request_id: z.string(),
      is_verified_flag: z.string(),
    }),
  }),
  getOrderBeneficiariesDetail: endpoint({
    method: 'GET',
    path: `${BASE}/order/beneficiaries`,
    params: noParams,
    query: z.strictObject({ order_id: queryText(40, 'order_id') }),
    body: undefined,
    response: Beneficiaries,
  }),
  getUserBeneficiariesDetail: endpoint({
    method: 'GET',
    path: `${BASE}/user/beneficiary`,
    params: noParams,
    query: z.strictObject({ order_id: queryText(40, 'order_id').optional() }),
    body: undefined,
    response: Beneficiaries,
  }),
  updateDefaultBeneficiary: endpoint({
    method: 'POST',
    path: `${BASE}/beneficiary/default`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({ beneficiary_id: field('beneficiary_id', 64), order_id: orderId.optional() }),
    response: z.looseObject({ is_beneficiary_set: z.boolean(), success: z.boolean().optional() }),
  }),
  getActiveRefundTransferModes: endpoint({
    method: 'GET',
    path: `${BASE}/transfer-mode`,
    params: noParams,
    query: z.strictObject({}),
    body: undefined,
    response: z.looseObject({
      data: z.array(
        z.looseObject({
          display_name: z.string(),
          items: z.array(
            z.looseObject({
              id: z.number(),
              name: z.string(),
              display_name: z.string(),
              logo_large: z.string(),
              logo_small: z.string(),
              is_active: z.boolean(),
            }),
          ),
        }),
      ),
    }),
  }),
  enableOrDisableRefundTransferMode: endpoint({
    method: 'PUT',
    path: `${BASE}/transfer-mode`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({ transfer_mode: transferMode, enable: z.boolean('enable must be true or false') }),
    response: z.looseObject({ success: z.boolean() }),
  }),
} as const;
