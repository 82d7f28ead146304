import type { ApplicationClient } from '@vitrine/sdk';
import { failureMessage } from '../account/form.server';

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NO = /^\d{9,18}$/;
const VPA = /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

export type RefundForm = 'default' | 'upi' | 'bank' | 'otp';
export interface OtpRequest {
  requestId: string;
  hashKey: string;
  mobile: string;
}

/** What a refund-page form did: done (the page reloads), refused with a message, or waiting for the bank OTP. */
export interface RefundActionResult {
  done?: boolean;
  error?: string;
  form?: RefundForm;
  otp?: OtpRequest;
}

interface Target {
  orderId: string;
  shipmentId: string;
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

async function setDefault(
  sdk: ApplicationClient,
  form: FormData,
  target: Target,
): Promise<RefundActionResult> {
  const beneficiaryId = field(form, 'beneficiary_id');
  if (!beneficiaryId) return { error: 'Choose an account', form: 'default' };
  await sdk.payment.updateDefaultBeneficiary({
    body: { beneficiary_id: beneficiaryId, order_id: target.orderId },
  });
  return { done: true };
}

async function addUpi(sdk: ApplicationClient, form: FormData, target: Target): Promise<RefundActionResult> {
  const vpa = field(form, 'vpa');
  if (!VPA.test(vpa)) return { error: 'Enter a valid UPI ID, such as name@bank', form: 'upi' };
  const checked = await sdk.payment.validateVPA({ body: { upi_vpa: vpa } });
  if (!checked.data.is_valid) return { error: 'This UPI ID could not be verified', form: 'upi' };
  await sdk.payment.addBeneficiaryDetails({
    body: {
      transfer_mode: 'upi',
      order_id: target.orderId,
      shipment_id: target.shipmentId,
      delights: false,
      details: { vpa },
    },
  });
  return { done: true };
}

async function addBank(sdk: ApplicationClient, form: FormData, target: Target): Promise<RefundActionResult> {
  const accountNo = field(form, 'account_no');
  const ifsc = field(form, 'ifsc_code').toUpperCase();
  const holder = field(form, 'account_holder');
  if (!holder) return { error: 'Enter the account holder’s name', form: 'bank' };
  if (!ACCOUNT_NO.test(accountNo))
    return { error: 'Enter an account number of 9 to 18 digits', form: 'bank' };
  if (accountNo !== field(form, 'confirm_account_no')) {
    return { error: 'The account numbers do not match', form: 'bank' };
  }
  if (!IFSC.test(ifsc)) return { error: 'Enter a valid IFSC, such as HDFC0000123', form: 'bank' };
  const bank = await sdk.payment.verifyIfscCode({ ifscCode: ifsc });
  if (!bank.success) return { error: 'This IFSC could not be found', form: 'bank' };
  const asked = await sdk.payment.addRefundBankAccountUsingOTP({
    body: {
      order_id: target.orderId,
      details: {
        account_no: accountNo,
        ifsc_code: ifsc,
        account_holder: holder,
        bank_name: bank.bank_name,
        branch_name: bank.branch_name,
      },
    },
  });
  const sent = (asked.data ?? {}) as { request_id?: string; hash_key?: string; mobile?: string };
  if (!sent.request_id || !sent.hash_key)
    return { error: asked.message || 'Something went wrong', form: 'bank' };
  return { otp: { requestId: sent.request_id, hashKey: sent.hash_key, mobile: sent.mobile ?? '' } };
}

async function verifyOtp(sdk: ApplicationClient, form: FormData): Promise<RefundActionResult> {
  const otp = field(form, 'otp');
  const pending = {
    requestId: field(form, 'request_id'),
    hashKey: field(form, 'hash_key'),
    mobile: field(form, 'mobile'),
  };
  if (!/^\d{4,8}$/.test(otp))
    return { error: 'Enter the code sent to your phone', form: 'otp', otp: pending };
  try {
    await sdk.payment.verifyOtpAndAddBeneficiaryForBank({
      body: { request_id: pending.requestId, hash_key: pending.hashKey, otp },
    });
  } catch (error) {
    return { error: failureMessage(error), form: 'otp', otp: pending };
  }
  return { done: true };
}

/** Runs the form's intent; a refusal by the platform comes back as its message. */
export async function refundAction(
  sdk: ApplicationClient,
  form: FormData,
  target: Target,
): Promise<RefundActionResult> {
  const intent = field(form, 'intent');
  const formOf: RefundForm = intent === 'upi' || intent === 'bank' || intent === 'otp' ? intent : 'default';
  try {
    if (intent === 'default') return await setDefault(sdk, form, target);
    if (intent === 'upi') return await addUpi(sdk, form, target);
    if (intent === 'bank') return await addBank(sdk, form, target);
    if (intent === 'otp') return await verifyOtp(sdk, form);
    return { error: 'Unknown request', form: 'default' };
  } catch (error) {
    return { error: failureMessage(error), form: formOf };
  }
}
