import type { ApplicationClient } from '@vitrine/sdk';
import { describe, expect, it } from 'vitest';
import { refundAction } from './refund-actions.server';

const target = { orderId: 'FY0123456789ABCDEF', shipmentId: '17000000000000001' };

/** The platform's calls the refund page makes, recorded; each answers as the platform does for the sandbox. */
function platform(overrides: Record<string, (args: unknown) => unknown> = {}) {
  const calls: [string, unknown][] = [];
  const answers: Record<string, (args: unknown) => unknown> = {
    updateDefaultBeneficiary: () => ({ is_beneficiary_set: true }),
    validateVPA: () => ({ success: true, data: { is_valid: true } }),
    addBeneficiaryDetails: () => ({ success: true, message: 'added', data: {} }),
    verifyIfscCode: () => ({ success: true, bank_name: 'HDFC Bank', branch_name: 'Fort, Mumbai' }),
    addRefundBankAccountUsingOTP: () => ({
      success: true,
      message: 'Code sent',
      data: { request_id: 'req-1', hash_key: 'hash-1', mobile: 'XXXXXX3210' },
    }),
    verifyOtpAndAddBeneficiaryForBank: () => ({ success: true, message: 'Account added for your refunds' }),
    ...overrides,
  };
  const payment = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      async (args: unknown) => {
        calls.push([name, args]);
        return answer(args);
      },
    ]),
  );
  return { sdk: { payment } as unknown as ApplicationClient, calls };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const bank = {
  intent: 'bank',
  account_holder: 'Asha Rao',
  account_no: '50100234567891',
  confirm_account_no: '50100234567891',
  ifsc_code: 'hdfc0000060',
};

describe('the refund page’s forms', () => {
  it('add a bank account by its IFSC’s bank and branch, then a code sent to the shopper', async () => {
    const { sdk, calls } = platform();
    const asked = await refundAction(sdk, form(bank), target);
    expect(asked).toEqual({ otp: { requestId: 'req-1', hashKey: 'hash-1', mobile: 'XXXXXX3210' } });
    expect(calls.map(([name]) => name)).toEqual(['verifyIfscCode', 'addRefundBankAccountUsingOTP']);
    expect(calls[0][1]).toEqual({ ifscCode: 'HDFC0000060' });
    expect(calls[1][1]).toMatchObject({
      body: { order_id: target.orderId, details: { bank_name: 'HDFC Bank', branch_name: 'Fort, Mumbai' } },
    });
    const verified = await refundAction(
      sdk,
      form({ intent: 'otp', otp: '123456', request_id: 'req-1', hash_key: 'hash-1', mobile: 'XXXXXX3210' }),
      target,
    );
    expect(verified).toEqual({ done: true });
  });

  it('refuse bad bank details before asking the platform', async () => {
    const { sdk, calls } = platform();
    const refused = async (fields: Record<string, string>) =>
      (await refundAction(sdk, form({ ...bank, ...fields }), target)).error;
    expect(await refused({ account_holder: ' ' })).toBe('Enter the account holder’s name');
    expect(await refused({ account_no: '12ab', confirm_account_no: '12ab' })).toBe(
      'Enter an account number of 9 to 18 digits',
    );
    expect(await refused({ confirm_account_no: '50100234567890' })).toBe('The account numbers do not match');
    expect(await refused({ ifsc_code: 'HDFC123' })).toBe('Enter a valid IFSC, such as HDFC0000123');
    expect(calls).toEqual([]);
  });

  it('keep the code form, with its request, when the code is wrong', async () => {
    const wrong = Object.assign(new Error('The code is not right'), { status: 400, code: 400 });
    const { sdk } = platform({
      verifyOtpAndAddBeneficiaryForBank: () => {
        throw wrong;
      },
    });
    const pending = { request_id: 'req-1', hash_key: 'hash-1', mobile: 'XXXXXX3210' };
    const answer = await refundAction(sdk, form({ intent: 'otp', otp: '000000', ...pending }), target);
    expect(answer.form).toBe('otp');
    expect(answer.otp).toEqual({ requestId: 'req-1', hashKey: 'hash-1', mobile: 'XXXXXX3210' });
    expect(answer.error).toBeTruthy();
    expect((await refundAction(sdk, form({ intent: 'otp', otp: '', ...pending }), target)).error).toBe(
      'Enter the code sent to your phone',
    );
  });

  it('add a UPI ID only once the gateway knows it, and set the default account', async () => {
    const { sdk, calls } = platform({ validateVPA: () => ({ success: true, data: { is_valid: false } }) });
    expect((await refundAction(sdk, form({ intent: 'upi', vpa: 'nobody' }), target)).error).toBe(
      'Enter a valid UPI ID, such as name@bank',
    );
    expect((await refundAction(sdk, form({ intent: 'upi', vpa: 'unknown@sandbox' }), target)).error).toBe(
      'This UPI ID could not be verified',
    );
    expect(calls.map(([name]) => name)).toEqual(['validateVPA']);
    const chosen = await refundAction(
      sdk,
      form({ intent: 'default', beneficiary_id: 'b'.repeat(24) }),
      target,
    );
    expect(chosen).toEqual({ done: true });
    expect(calls.at(-1)).toEqual([
      'updateDefaultBeneficiary',
      { body: { beneficiary_id: 'b'.repeat(24), order_id: target.orderId } },
    ]);
  });
});
