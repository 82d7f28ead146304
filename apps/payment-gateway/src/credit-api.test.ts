import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDED_CREDIT_IN_PAISE, SANDBOX_PAY_LATER_PHONES as PHONES } from './pay-later';
import { MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const summary = (phone: string, extra: Record<string, unknown> = {}, provider = 'simpl') =>
  sandbox.api.post(`/v1/paylater/${provider}/credit-summary`, { phone_number: phone, ...extra });
const onboard = (phone: string, provider = 'simpl') =>
  sandbox.api.post(`/v1/paylater/${provider}/onboard`, { phone_number: phone });

/** The shopper confirms a Potlee drawdown of a new order of `amount` paise with `phone`. */
async function drawDown(phone: string, amount: number) {
  const order = await sandbox.api.createOrder(amount);
  const form = new URLSearchParams({
    key_id: MERCHANT.keyId,
    callback_url: 'http://shop.test/back',
    phone_number: phone,
    answer: 'approve',
  });
  const response = await fetch(`${sandbox.gateway.url}/paylater/potlee/drawdown/${order.id}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

describe('pay-later credit summary', () => {
  it('shows an approved phone’s line, and what a drawdown takes from it', async () => {
    const before = (await summary(PHONES.approved)).body;
    expect(before).toEqual({
      success: true,
      data: {
        registered: true,
        status: 'ACTIVE',
        account_id: expect.stringMatching(/^simpl_acc_[0-9a-f]{16}$/),
        credit_limit_in_paise: 100_000_00,
        available_credit_in_paise: 100_000_00,
        due_in_paise: 0,
      },
    });
    await drawDown(PHONES.approved, 12_345);
    const after = (await summary(PHONES.approved, {}, 'potlee')).body.data;
    expect(after).toMatchObject({ available_credit_in_paise: 100_000_00 - 12_345, due_in_paise: 12_345 });
    expect(after.account_id).not.toBe(before.data.account_id);
  });

  it('says whether an amount can be paid later, with the refusal’s code', async () => {
    expect((await summary(PHONES.lowCredit, { amount_in_paise: 5_000 })).body.data).toMatchObject({
      approved: true,
    });
    expect((await summary(PHONES.lowCredit, { amount_in_paise: 50_000 })).body.data).toMatchObject({
      approved: false,
      error_code: 'insufficient_credit',
    });
    expect((await summary(PHONES.blocked)).body.data).toMatchObject({ registered: true, status: 'BLOCKED' });
    expect((await summary(PHONES.unavailable)).body.data).toMatchObject({ status: 'UNAVAILABLE' });
    expect((await summary('9123456780', { amount_in_paise: 100 })).body.data).toEqual({
      registered: false,
      status: 'UNREGISTERED',
      approved: false,
      error_code: 'user_not_found',
    });
  });

  it('refuses bad input and callers without the merchant’s key', async () => {
    expect(await summary('12345')).toMatchObject({ status: 400, body: { error_code: 'bad_request' } });
    expect(await summary(PHONES.approved, { amount_in_paise: -1 })).toMatchObject({ status: 400 });
    expect(await sandbox.api.post('/v1/paylater/lazypay/credit-summary', {})).toMatchObject({ status: 404 });
    const anonymous = await fetch(`${sandbox.gateway.url}/v1/paylater/simpl/credit-summary`, {
      method: 'POST',
      body: JSON.stringify({ phone_number: PHONES.approved }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('pay-later onboarding', () => {
  it('gives a phone without an account a credit line, after which it may pay later', async () => {
    const phone = PHONES.notFound;
    const opened = await onboard(phone);
    expect(opened.body).toMatchObject({
      success: true,
      data: {
        created: true,
        status: 'ACTIVE',
        credit_limit_in_paise: ONBOARDED_CREDIT_IN_PAISE,
        available_credit_in_paise: ONBOARDED_CREDIT_IN_PAISE,
      },
    });
    const eligible = await sandbox.api.post('/v1/paylater/simpl/eligibility', {
      phone_number: phone,
      transaction_amount_in_paise: 50_000,
    });
    expect(eligible.body.data).toMatchObject({ approved: true });
    // Signing up again changes nothing: the line is not topped up.
    await drawDown(phone, 20_000);
    const again = await onboard(phone, 'potlee');
    expect(again.body.data).toMatchObject({
      created: false,
      available_credit_in_paise: ONBOARDED_CREDIT_IN_PAISE - 20_000,
    });
  });

  it('refuses a blocked phone, and one the provider cannot decide on, with their codes', async () => {
    expect(await onboard(PHONES.blocked)).toMatchObject({
      status: 400,
      body: { success: false, error_code: 'user_unauthorized' },
    });
    expect((await onboard(PHONES.unavailable)).body.error_code).toBe('unable_to_process');
    expect((await onboard(PHONES.approved)).body.data).toMatchObject({
      created: false,
      credit_limit_in_paise: 100_000_00,
    });
  });
});
