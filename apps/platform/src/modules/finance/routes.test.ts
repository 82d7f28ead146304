import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients } from '../user/test-clients';
import { addShopper } from '../user/test-shoppers';

let platform: TestPlatform;
let companyId: number;
let meera: Awaited<ReturnType<typeof addShopper>>;
let kabir: Awaited<ReturnType<typeof addShopper>>;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  const db = platform.platform.services.db;
  companyId = (
    await db
      .selectFrom('applications')
      .select('company_id')
      .where('id', '=', platform.applicationId)
      .executeTakeFirstOrThrow()
  ).company_id;
  meera = await addShopper(platform, { email: 'meera@finance.test', phone: '9876500001' });
  kabir = await addShopper(platform, { email: 'kabir@finance.test', phone: '9876500002' });
  await db
    .insertInto('credit_notes')
    .values([
      { number: 'CN-T-1', application_id: platform.applicationId, user_id: meera.id, amount: 50_000 },
      { number: 'CN-T-2', application_id: platform.applicationId, user_id: meera.id, amount: 25_050 },
    ])
    .execute();
});
afterAll(() => platform?.close());

const channel = () => ({ seller_id: companyId, affiliate_id: platform.applicationId });
const finance = (cookie?: string) => officialClients(platform, cookie).v3.finance;
const lock = (cookie: string, data: Record<string, unknown>) =>
  finance(cookie).lockUnlockCreditNote({
    body: {
      data: {
        ...channel(),
        ordering_channel: 'ECOMM',
        credit_note_number: 'CN-T-1',
        amount: 100,
        request_type: 'lock',
        order_id: 'FY-1',
        ...data,
      },
    },
  });
const balance = async (cookie: string) =>
  (await finance(cookie).customerCreditBalance({ body: { data: channel() } })).data;

describe('a shopper’s credit balance (finance.customerCreditBalance)', () => {
  it('sums the signed-in shopper’s credit notes; another shopper has none', async () => {
    expect(await balance(meera.cookie)).toEqual({
      customer_email: 'meera@finance.test',
      customer_mobile_number: '9876500001',
      total_credited_balance: 750.5,
      total_locked_amount: 0,
      allowed_redemption_amount: 750.5,
    });
    expect(await balance(kabir.cookie)).toMatchObject({
      total_credited_balance: 0,
      allowed_redemption_amount: 0,
    });
  });

  it('refuses another shopper’s contact, another sales channel, and a visitor', async () => {
    await expect(
      finance(kabir.cookie).customerCreditBalance({
        body: { data: { ...channel(), customer_email: 'meera@finance.test' } },
      }),
    ).rejects.toMatchObject({ code: 403, message: 'You can read only your own credit balance' });
    await expect(
      finance(meera.cookie).customerCreditBalance({
        body: { data: { ...channel(), seller_id: companyId + 1 } },
      }),
    ).rejects.toMatchObject({ code: 403 });
    await expect(finance().customerCreditBalance({ body: { data: channel() } })).rejects.toMatchObject({
      code: 401,
    });
  });
});

describe('locking a credit note against an order (finance.lockUnlockCreditNote)', () => {
  it('locks part of a note once per order, and releases it; both replay safely', async () => {
    expect((await lock(meera.cookie, {})).data).toEqual({ credit_note_number: 'CN-T-1', amount: 100 });
    expect((await lock(meera.cookie, {})).data).toEqual({ credit_note_number: 'CN-T-1', amount: 100 });
    expect(await balance(meera.cookie)).toMatchObject({
      total_locked_amount: 100,
      allowed_redemption_amount: 650.5,
    });
    expect((await lock(meera.cookie, { request_type: 'unlock' })).data).toEqual({
      credit_note_number: 'CN-T-1',
      amount: 100,
    });
    expect((await lock(meera.cookie, { request_type: 'unlock' })).data.amount).toBe(0);
    expect(await balance(meera.cookie)).toMatchObject({ total_locked_amount: 0 });
  });

  it('never locks more than a note holds, even when asked in parallel', async () => {
    const tries = await Promise.allSettled(
      ['FY-10', 'FY-11', 'FY-12', 'FY-13'].map((orderId) =>
        lock(meera.cookie, { order_id: orderId, amount: 200 }),
      ),
    );
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(2);
    expect(tries.find((t) => t.status === 'rejected')).toMatchObject({
      reason: { code: 400, message: 'Only ₹100.00 is left on credit note CN-T-1' },
    });
    for (const orderId of ['FY-10', 'FY-11', 'FY-12', 'FY-13']) {
      await lock(meera.cookie, { order_id: orderId, request_type: 'unlock' });
    }
  });

  it('answers another shopper’s note as not found, and refuses bad amounts', async () => {
    await expect(lock(kabir.cookie, {})).rejects.toMatchObject({
      code: 404,
      message: 'Credit note not found: CN-T-1',
    });
    await expect(lock(meera.cookie, { amount: -5 })).rejects.toMatchObject({ code: 400 });
    await expect(lock(meera.cookie, { amount: 1.234 })).rejects.toMatchObject({ code: 400 });
    await expect(lock(meera.cookie, { request_type: 'burn' })).rejects.toMatchObject({
      code: 400,
      message: 'data.request_type: request_type must be lock or unlock',
    });
  });
});
