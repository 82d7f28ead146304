import { SANDBOX_OTP } from '@vitrine/payment-gateway';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/harness';
import { officialClients, rejection } from '../user/test-clients';
import { type PaymentShop, startPaymentShop } from './payment-test-shop';
import { LINK_OTPS } from './wallet-links';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; its Joi models check them.
type Json = any;

let platform: TestPlatform;
let asha: { v1: Json; v3: Json };
let ravi: { v1: Json; v3: Json };
const gatewayLog: string[] = [];
const db = () => platform.platform.services.db;

let shop: PaymentShop | undefined;
beforeAll(async () => {
  shop = await startPaymentShop({ gateway: { log: (line) => gatewayLog.push(line) } });
  ({ platform, asha, ravi } = shop);
});
afterAll(() => shop?.close());

const initiate = (client: { v1: Json }, wallet_code = 'paytm', mobile = '9876543210') =>
  client.v1.payment.walletLinkInitiate({ body: { aggregator: 'Razorpay', mobile, wallet_code } });

const verify = (client: { v1: Json }, link_token: string, otp: number) =>
  client.v1.payment.linkWallet({ body: { aggregator: 'Razorpay', link_token, otp } });

const delink = (client: { v1: Json }, wallet_code = 'paytm') =>
  client.v1.payment.delinkWallet({ body: { aggregator: 'Razorpay', wallet_code } });

async function linkedToken(wallet: string): Promise<string | undefined> {
  const { rows } = await sql<{ wallet_token: string }>`
    SELECT wallet_token FROM wallet_links WHERE wallet_code = ${wallet} AND status = 'linked'`.execute(db());
  return rows[0]?.wallet_token;
}

/** How the gateway says a wallet token stands, asked with the shop's keys. */
async function tokenAtGateway(token: string) {
  const { gateway, keys } = shop as PaymentShop;
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const answer = await fetch(`${gateway.url}/v1/wallet_tokens/${token}`, { headers: { authorization } });
  return ((await answer.json()) as { status: string }).status;
}

/** Forgets Asha's and Ravi's link OTPs so far, wherever the shop counts them (its database or Redis). */
async function freshAccountAllowances() {
  const { limits } = platform.platform.services;
  for (const who of [asha, ravi]) {
    const { user } = await who.v1.user.getLoggedInUser();
    await limits.reset(LINK_OTPS, `${platform.applicationId} ${user._id}`);
  }
}

async function walletOptions(client: { v1: Json }) {
  const answer = await client.v1.payment.getPaymentModeRoutes({ amount: 500 });
  const wallets = answer.payment_options.payment_option.find((mode: Json) => mode.name === 'WL');
  return Object.fromEntries(
    wallets.list.map((option: Json) => [option.code, option.meta.is_linked === true]),
  );
}

describe('linking a wallet', () => {
  it('sends an OTP, links the wallet with it, shows it linked in the payment options, and delinks it', async () => {
    const sent = await initiate(asha);
    expect(sent).toMatchObject({
      success: true,
      data: { wallet_code: 'paytm', aggregator: 'Razorpay', mobile: '******3210', otp_sent: true },
    });
    expect(sent.data.link_token).toMatch(/^[0-9a-f]{32}$/);
    const wrong = await rejection(verify(asha, sent.data.link_token, 111111));
    expect(wrong).toMatchObject({ code: 400, message: 'The OTP is incorrect' });
    // The sandbox's OTP is SANDBOX_OTP; v1.4.13 sends it as a number.
    const linked = await verify(asha, sent.data.link_token, Number(SANDBOX_OTP));
    expect(linked).toMatchObject({ success: true, data: { wallet_code: 'paytm', is_linked: true } });
    const token = (await linkedToken('paytm')) as string;
    expect(token).toMatch(/^wtoken_/);
    expect(JSON.stringify([sent, linked])).not.toContain(token);
    expect(gatewayLog.join('\n')).not.toContain(token);
    expect(await tokenAtGateway(token)).toBe('active');
    expect(await walletOptions(asha)).toEqual({ phonepe: false, paytm: true, amazonpay: false });
    expect(await walletOptions(ravi)).toEqual({ phonepe: false, paytm: false, amazonpay: false });

    expect(await delink(asha)).toMatchObject({
      success: true,
      data: { wallet_code: 'paytm', is_linked: false },
    });
    expect(await tokenAtGateway(token)).toBe('revoked');
    expect(await linkedToken('paytm')).toBeUndefined();
    expect(await walletOptions(asha)).toMatchObject({ paytm: false });
    expect(await rejection(delink(asha))).toMatchObject({ code: 404, message: 'No Paytm wallet is linked' });
  });

  it('gives another shopper 404 for a link_token or a wallet that is not theirs', async () => {
    const sent = await initiate(asha, 'phonepe');
    expect(await rejection(verify(ravi, sent.data.link_token, Number(SANDBOX_OTP)))).toMatchObject({
      code: 404,
    });
    await verify(asha, sent.data.link_token, Number(SANDBOX_OTP));
    expect(await rejection(delink(ravi, 'phonepe'))).toMatchObject({ code: 404 });
    const token = (await linkedToken('phonepe')) as string;
    expect(await tokenAtGateway(token)).toBe('active');
    expect(await walletOptions(asha)).toMatchObject({ phonepe: true });
    await delink(asha, 'phonepe');
  });

  it('replaces an earlier link of the same wallet, revoking its token', async () => {
    const first = await initiate(asha, 'amazonpay');
    await verify(asha, first.data.link_token, Number(SANDBOX_OTP));
    const earlier = (await linkedToken('amazonpay')) as string;
    const second = await initiate(asha, 'amazonpay');
    await verify(asha, second.data.link_token, Number(SANDBOX_OTP));
    expect(await linkedToken('amazonpay')).not.toBe(earlier);
    expect(await tokenAtGateway(earlier)).toBe('revoked');
    // A link_token is good once.
    expect(await rejection(verify(asha, second.data.link_token, Number(SANDBOX_OTP)))).toMatchObject({
      code: 404,
    });
    await delink(asha, 'amazonpay');
  });

  it('keeps one link when two OTPs of one wallet are answered at once, and revokes the other’s token', async () => {
    const [first, second] = [
      await initiate(ravi, 'phonepe', '9123400001'),
      await initiate(ravi, 'phonepe', '9123400002'),
    ];
    gatewayLog.length = 0;
    const answers = await Promise.allSettled([
      verify(ravi, first.data.link_token, Number(SANDBOX_OTP)),
      verify(ravi, second.data.link_token, Number(SANDBOX_OTP)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled']);
    const { rows } = await sql<{ wallet_token: string }>`
      SELECT wallet_token FROM wallet_links WHERE wallet_code = 'phonepe' AND status = 'linked'`.execute(
      db(),
    );
    expect(rows).toHaveLength(1);
    // Every token the gateway gave is either the one kept or revoked: none is left chargeable and unknown.
    const issued = gatewayLog.filter((line) => / linked for /.test(line)).length;
    const revoked = gatewayLog.filter((line) => line.includes('delinked for')).length;
    expect({ issued, revoked }).toEqual({ issued: 2, revoked: 1 });
    expect(await tokenAtGateway(rows[0].wallet_token)).not.toBe('revoked');
    await delink(ravi, 'phonepe');
  });

  it('sends one mobile number at most 5 OTPs in half an hour, however many accounts ask', async () => {
    const victim = '9000012345';
    // Each shopper with a fresh allowance of their own, so only the number's allowance can refuse.
    await freshAccountAllowances();
    const answers = await Promise.allSettled(
      [asha, ravi, asha, ravi, asha, ravi, asha, ravi].map((who) => initiate(who, 'paytm', victim)),
    );
    const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
    expect(answers.length - refused.length).toBe(5);
    for (const reason of refused) expect(reason).toMatchObject({ code: 429 });
    await freshAccountAllowances();
  });

  it('refuses bad requests with 4xx, and a visitor with 401', async () => {
    expect(await rejection(initiate(asha, 'mobikwik'))).toMatchObject({
      code: 400,
      message: 'wallet_code must be one of phonepe, paytm, amazonpay',
    });
    expect(await rejection(initiate(asha, 'paytm', '12345'))).toMatchObject({ code: 400 });
    const elsewhere = asha.v3.payment.walletLinkInitiate({
      body: { aggregator: 'Stripe', mobile: '9876543210', wallet_code: 'paytm' },
    });
    expect(await rejection(elsewhere)).toMatchObject({ code: 400 });
    const sent = await initiate(asha);
    const badOtp = asha.v3.payment.linkWallet({
      body: { aggregator: '', link_token: sent.data.link_token, otp: 'abc' },
    });
    expect(await rejection(badOtp)).toMatchObject({
      code: 400,
      message: 'otp must be the 4 to 8 digits sent to the mobile',
    });
    const visitor = officialClients(platform);
    expect(await rejection(initiate(visitor))).toMatchObject({ code: 401 });
  });
});
