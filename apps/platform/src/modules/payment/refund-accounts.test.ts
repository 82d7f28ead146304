import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, type TestPlatform } from '../../testing/harness';
import { messagesTo, waitForMessage } from '../../testing/outbox';
import { officialClients, rejection, signedRequest, signIn } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

/** Asha's phone, where her bank accounts' codes go (the demo seed gives her this verified number). */
const ASHA_PHONE = '+919876543210';
const ACCOUNT_NO = '50100234567891';
const SECOND_ACCOUNT_NO = '912010045678123';
const platformLog: string[] = [];
let shop: PaymentShop | undefined;
let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
let ashaOrder: string;
let raviOrder: string;
const db = () => platform.platform.services.db;

/** A COD order of one article, placed through the SDK. */
async function placeOrder(client: { v3: Json }, address: string, article: string): Promise<string> {
  await sql`UPDATE carts SET status = 'archived' WHERE status = 'open'`.execute(db());
  const { cart } = await client.v3.cart.addItems({ b: true, body: { items: [{ article_id: article }] } });
  const placed = await client.v3.cart.checkoutCartV2({
    body: {
      id: cart.id,
      address_id: address,
      payment_mode: 'COD',
      payment_methods: [
        {
          mode: 'COD',
          payment: 'required',
          payment_meta: { payment_gateway: 'Fynd', payment_identifier: 'COD' },
        },
      ],
    },
  });
  return placed.order_id;
}

beforeAll(async () => {
  shop = await startPaymentShop({ config: { devOutbox: true } });
  ({ platform, asha, ravi } = shop);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      platformLog.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // Everything the platform logs from here on, at every level.
  platform.platform.services.log = pino({ level: 'trace' }, stream);
  ashaOrder = await placeOrder(asha, shop.address, shop.article);
  const { id: raviAddress } = await ravi.v3.cart.addAddress({
    body: {
      name: 'Ravi Kumar',
      phone: '9123456780',
      email: 'ravi@vitrine.test',
      address: '4, Lake Road',
      area: 'Indiranagar',
      area_code: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
      country_iso_code: 'IN',
    },
  });
  raviOrder = await placeOrder(ravi, raviAddress, shop.article);
});
afterAll(() => shop?.close());

/** Every field v1's BeneficiaryModeDetails requires, empty: a UPI ID or a wallet needs none of them. */
const NO_DETAILS = {
  account_no: '',
  ifsc_code: '',
  account_holder: '',
  bank_name: '',
  branch_name: '',
  mobile: '',
  email: '',
};

const codeOf = async (to: string, count: number) =>
  (await waitForMessage(platform, to, count)).code as string;
const sentTo = async (to: string) => (await messagesTo(platform, to)).length;

/** Asha asks to add a bank account: the answer holds the request to verify, and a code is on its way. */
async function requestBankCode(accountNo = ACCOUNT_NO, ifsc = 'HDFC0000060') {
  const before = await sentTo(ASHA_PHONE);
  const answer = await asha.v1.payment.addRefundBankAccountUsingOTP({
    body: {
      order_id: ashaOrder,
      details: {
        account_no: accountNo,
        ifsc_code: ifsc,
        account_holder: 'Asha Rao',
        bank_name: 'typed by the shopper',
        branch_name: 'typed by the shopper',
      },
    },
  });
  return { answer, code: await codeOf(ASHA_PHONE, before + 1) };
}

describe('a refund bank account', () => {
  it('is confirmed by a code sent to the shopper, then listed masked with bank and branch from its IFSC', async () => {
    const { answer, code } = await requestBankCode();
    expect(answer).toMatchObject({ success: true, is_verified_flag: false });
    expect(answer.data).toMatchObject({
      bank_name: 'HDFC Bank',
      branch_name: 'Fort, Mumbai',
      mobile: 'XXXXXX3210',
    });
    expect(JSON.stringify(answer)).not.toContain(ACCOUNT_NO);
    const [message] = await messagesTo(platform, ASHA_PHONE);
    expect(message.body).toContain('ending 7891');
    expect(message.body).not.toContain(ACCOUNT_NO);

    const verified = await asha.v1.payment.verifyOtpAndAddBeneficiaryForBank({
      body: { request_id: answer.data.request_id, hash_key: answer.data.hash_key, otp: code },
    });
    expect(verified).toEqual({ success: true, message: 'Account added for your refunds' });

    for (const client of [asha.v1, asha.v3]) {
      const { beneficiaries } = await client.payment.getUserBeneficiariesDetail({ orderId: ashaOrder });
      expect(beneficiaries).toHaveLength(1);
      expect(beneficiaries[0]).toMatchObject({
        transfer_mode: 'bank',
        account_no: 'XXXXXXXXXX7891',
        ifsc_code: 'HDFC0000060',
        bank_name: 'HDFC Bank',
        branch_name: 'Fort, Mumbai',
        account_holder: 'Asha Rao',
        email: 'asha@vitrine.test',
        is_active: true,
        beneficiary_id: expect.stringMatching(/^[0-9a-f]{24}$/),
        id: expect.any(Number),
      });
    }
    const forOrder = await asha.v1.payment.getOrderBeneficiariesDetail({ orderId: ashaOrder });
    expect(forOrder.show_beneficiary_details).toBe(true);
    expect(forOrder.beneficiaries.map((b: Json) => b.account_no)).toEqual(['XXXXXXXXXX7891']);
    // A used code does not add it twice, and its request keeps the account number no longer.
    expect(
      await rejection(
        asha.v3.payment.verifyOtpAndAddBeneficiaryForBank({
          body: { request_id: answer.data.request_id, hash_key: answer.data.hash_key, otp: code },
        }),
      ),
    ).toEqual({ code: 400, message: 'OTP has expired or was already used. Please request a new one' });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM one_time_codes
      WHERE details::text LIKE ${`%${ACCOUNT_NO}%`}`.execute(db());
    expect(rows[0].n).toBe(0);
  });

  it('is refused with a wrong code, and nothing is stored', async () => {
    const before = await db().selectFrom('refund_beneficiaries').select('id').execute();
    const { answer, code } = await requestBankCode(SECOND_ACCOUNT_NO, 'SBIN0000300');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await rejection(
        asha.v3.payment.verifyOtpAndAddBeneficiaryForBank({
          body: { request_id: answer.data.request_id, hash_key: answer.data.hash_key, otp: wrong },
        }),
      ),
    ).toEqual({ code: 400, message: 'Invalid OTP' });
    // Nor with the right code but another request's hash_key.
    expect(
      (
        await rejection(
          asha.v3.payment.verifyOtpAndAddBeneficiaryForBank({
            body: { request_id: answer.data.request_id, hash_key: 'not-the-key', otp: code },
          }),
        )
      ).code,
    ).toBe(400);
    expect(await db().selectFrom('refund_beneficiaries').select('id').execute()).toEqual(before);
  });

  it('is refused with a bad or unknown IFSC, or a malformed account number, before any code is sent', async () => {
    const before = await sentTo(ASHA_PHONE);
    const add = (details: Record<string, string>) =>
      rejection(
        asha.v3.payment.addRefundBankAccountUsingOTP({
          body: {
            order_id: ashaOrder,
            details: { account_no: ACCOUNT_NO, account_holder: 'Asha Rao', ...details },
          },
        }),
      );
    expect(await add({ ifsc_code: 'HDFC000006' })).toEqual({
      code: 400,
      message: 'Enter a valid IFSC code, such as SBIN0000300',
    });
    expect(await add({ ifsc_code: 'ABCD0123456' })).toEqual({
      code: 400,
      message: 'No bank branch has the IFSC code ABCD0123456',
    });
    expect((await add({ ifsc_code: 'HDFC0000060', account_no: '12ab' })).code).toBe(400);
    expect(await sentTo(ASHA_PHONE)).toBe(before);
  });

  it('can also be added through addBeneficiaryDetails: first the code, then the code back', async () => {
    const before = await sentTo(ASHA_PHONE);
    const body = {
      delights: false,
      shipment_id: '',
      order_id: ashaOrder,
      transfer_mode: 'bank',
      details: {
        account_no: SECOND_ACCOUNT_NO,
        ifsc_code: 'ICIC0000104',
        account_holder: 'Asha Rao',
        bank_name: '',
        branch_name: '',
        mobile: '',
        email: '',
      },
    };
    const started = await asha.v1.payment.addBeneficiaryDetails({ body });
    expect(started).toMatchObject({ success: true, is_verified_flag: false });
    const code = await codeOf(ASHA_PHONE, before + 1);
    const added = await asha.v1.payment.addBeneficiaryDetails({
      body: { ...body, request_id: started.data.request_id, otp: code },
    });
    expect(added).toMatchObject({ success: true, is_verified_flag: true });
    expect(added.data).toMatchObject({
      bank_name: 'ICICI Bank',
      account_no: 'XXXXXXXXXXX8123',
      is_active: false,
    });
  });
});

describe('the default beneficiary', () => {
  it('switches to the one chosen, and only ever one is the default', async () => {
    const list = async () =>
      (await asha.v3.payment.getUserBeneficiariesDetail({ orderId: '' })).beneficiaries as Json[];
    const [first, second] = await list();
    expect([first.is_active, second.is_active]).toEqual([true, false]);
    const answer = await asha.v1.payment.updateDefaultBeneficiary({
      body: { order_id: ashaOrder, beneficiary_id: second.beneficiary_id },
    });
    expect(answer).toEqual({ success: true, is_beneficiary_set: true });
    expect((await list()).map((b) => b.is_active)).toEqual([false, true]);
  });
});

describe('another shopper', () => {
  it("gets 404 for Asha's order and beneficiaries, and sees none of them", async () => {
    const [mine] = (await asha.v3.payment.getUserBeneficiariesDetail({ orderId: ashaOrder })).beneficiaries;
    const notFound = { code: 404, message: 'Order not found' };
    expect(await rejection(ravi.v1.payment.getOrderBeneficiariesDetail({ orderId: ashaOrder }))).toEqual(
      notFound,
    );
    expect(await rejection(ravi.v3.payment.getUserBeneficiariesDetail({ orderId: ashaOrder }))).toEqual(
      notFound,
    );
    expect(
      await rejection(
        ravi.v3.payment.updateDefaultBeneficiary({
          body: { order_id: ashaOrder, beneficiary_id: mine.beneficiary_id },
        }),
      ),
    ).toEqual(notFound);
    expect(
      await rejection(
        ravi.v3.payment.updateDefaultBeneficiary({
          body: { order_id: raviOrder, beneficiary_id: mine.beneficiary_id },
        }),
      ),
    ).toEqual({ code: 404, message: 'Beneficiary not found' });
    expect(
      await rejection(
        ravi.v3.payment.addRefundBankAccountUsingOTP({
          body: {
            order_id: ashaOrder,
            details: {
              account_no: ACCOUNT_NO,
              ifsc_code: 'HDFC0000060',
              account_holder: 'R',
              bank_name: '',
              branch_name: '',
            },
          },
        }),
      ),
    ).toEqual(notFound);
    expect(await ravi.v1.payment.getOrderBeneficiariesDetail({ orderId: raviOrder })).toEqual({
      show_beneficiary_details: true,
      beneficiaries: [],
    });
    // Asha's code request is not Ravi's to verify.
    const { answer, code } = await requestBankCode('1234567890123', 'UTIB0000009');
    expect(
      await rejection(
        ravi.v3.payment.verifyOtpAndAddBeneficiaryForBank({
          body: { request_id: answer.data.request_id, hash_key: answer.data.hash_key, otp: code },
        }),
      ),
    ).toEqual({ code: 404, message: 'No OTP request has this request_id' });
  });

  it('without a verified phone is asked to add one before adding a bank account', async () => {
    const refused = await rejection(
      ravi.v3.payment.addRefundBankAccountUsingOTP({
        body: {
          order_id: raviOrder,
          details: {
            account_no: ACCOUNT_NO,
            ifsc_code: 'HDFC0000060',
            account_holder: 'Ravi',
            bank_name: '',
            branch_name: '',
          },
        },
      }),
    );
    expect(refused.code).toBe(400);
    expect(refused.message).toMatch(/verify a mobile number/);
  });
});

describe('UPI and wallet beneficiaries', () => {
  it('adds a UPI ID the gateway knows, under its holder name, and refuses an unknown one', async () => {
    const body = { delights: false, shipment_id: '', order_id: raviOrder, transfer_mode: 'upi' };
    const added = await ravi.v1.payment.addBeneficiaryDetails({
      body: { ...body, details: { ...NO_DETAILS, vpa: 'asha.rao@oksbi' } },
    });
    expect(added.data).toMatchObject({
      transfer_mode: 'upi',
      subtitle: 'asha.rao@oksbi',
      account_holder: 'Asha rao (sandbox)',
    });
    const refused = await rejection(
      ravi.v3.payment.addBeneficiaryDetails({ body: { ...body, details: { vpa: 'unknown@sandbox' } } }),
    );
    expect(refused.code).toBe(400);
  });

  it('adds a wallet once the code sent to its mobile number comes back', async () => {
    const sent = await ravi.v1.payment.verifyOtpAndAddBeneficiaryForWallet({
      body: { country_code: '91', mobile: '9123456780' },
    });
    expect(sent).toMatchObject({ success: true, is_verified_flag: 'false' });
    const code = await codeOf('+919123456780', 1);
    const body = {
      delights: false,
      shipment_id: '',
      order_id: raviOrder,
      transfer_mode: 'wallet',
      details: { ...NO_DETAILS, wallet: 'Paytm', account_holder: 'Ravi Kumar' },
    };
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await rejection(
          ravi.v3.payment.addBeneficiaryDetails({
            body: { ...body, request_id: sent.request_id, otp: wrong },
          }),
        )
      ).code,
    ).toBe(400);
    const added = await ravi.v1.payment.addBeneficiaryDetails({
      body: { ...body, request_id: sent.request_id, otp: code },
    });
    expect(added.data).toMatchObject({ transfer_mode: 'wallet', title: 'Paytm', mobile: 'XXXXXX6780' });
  });
});

describe('refund transfer modes', () => {
  it('are listed with whether each is on, and a toggle persists', async () => {
    const modes = async (client: Json) =>
      Object.fromEntries(
        (await client.payment.getActiveRefundTransferModes()).data.flatMap((group: Json) =>
          group.items.map((item: Json) => [item.name, item.is_active]),
        ),
      );
    expect(await modes(ravi.v1)).toEqual({ bank: true, upi: true, wallet: true });
    expect(
      await ravi.v1.payment.enableOrDisableRefundTransferMode({
        body: { transfer_mode: 'upi', enable: false },
      }),
    ).toEqual({ success: true });
    expect(await modes(ravi.v3)).toEqual({ bank: true, upi: false, wallet: true });
    expect(await modes(asha.v3)).toEqual({ bank: true, upi: true, wallet: true });
    // A mode turned off hides its beneficiaries from the order's list and takes no new ones.
    expect(
      (await ravi.v3.payment.getOrderBeneficiariesDetail({ orderId: raviOrder })).beneficiaries,
    ).toHaveLength(1);
    expect(
      (await ravi.v3.payment.getUserBeneficiariesDetail({ orderId: raviOrder })).beneficiaries,
    ).toHaveLength(2);
    const refused = await rejection(
      ravi.v3.payment.addBeneficiaryDetails({
        body: { order_id: raviOrder, transfer_mode: 'upi', details: { vpa: 'success@sandbox' } },
      }),
    );
    expect(refused.code).toBe(400);
    await ravi.v3.payment.enableOrDisableRefundTransferMode({ body: { transfer_mode: 'upi', enable: true } });
    expect(await modes(ravi.v1)).toEqual({ bank: true, upi: true, wallet: true });
  });
});

describe('malformed calls', () => {
  it('are refused with 4xx, never 500', async () => {
    const { cookie } = await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD);
    const calls: { method: 'POST' | 'PUT' | 'GET'; path: string; body?: unknown; rawBody?: string }[] = [
      { method: 'POST', path: '/refund/account', body: { transfer_mode: 'cheque', details: {} } },
      { method: 'POST', path: '/refund/account', body: { transfer_mode: 'bank', details: 'x' } },
      {
        method: 'POST',
        path: '/refund/account',
        body: { transfer_mode: 'wallet', details: { wallet: 'Paytm' } },
      },
      { method: 'POST', path: '/refund/account/otp', body: { details: { account_no: 5 } } },
      { method: 'POST', path: '/refund/account/otp', rawBody: '{"details":' },
      {
        method: 'POST',
        path: '/refund/verification/bank',
        body: { request_id: 'x', hash_key: 'y', otp: '1' },
      },
      { method: 'POST', path: '/refund/verification/bank', body: [] },
      { method: 'POST', path: '/refund/verification/wallet', body: { mobile: 'abc' } },
      { method: 'POST', path: '/refund/beneficiary/default', body: { beneficiary_id: 7 } },
      { method: 'PUT', path: '/refund/transfer-mode', body: { transfer_mode: 'bank', enable: 'yes' } },
      { method: 'PUT', path: '/refund/transfer-mode', body: { transfer_mode: 'cash', enable: true } },
      { method: 'GET', path: '/refund/order/beneficiaries' },
      { method: 'GET', path: '/refund/order/beneficiaries?order_id=FY0000000000000000' },
    ];
    for (const call of calls) {
      const { status } = await signedRequest(platform, {
        method: call.method,
        path: `/service/application/payment/v1.0${call.path}`,
        body: call.body,
        rawBody: call.rawBody,
        headers: { cookie },
      });
      expect([call.path, status >= 400 && status < 500]).toEqual([call.path, true]);
    }
    // Signed out: 401.
    expect((await rejection(officialClients(platform).v3.payment.getActiveRefundTransferModes())).code).toBe(
      401,
    );
  });
});

describe('the account numbers', () => {
  it('never reach a log line', () => {
    expect(platformLog.length).toBeGreaterThan(0);
    for (const number of [ACCOUNT_NO, SECOND_ACCOUNT_NO]) {
      expect(platformLog.filter((line) => line.includes(number))).toEqual([]);
    }
  });
});
