import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_OTP } from './scenarios';
import { MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';
import { waitUntil } from './testing/wait-until';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const sendOtp = (wallet = 'paytm', contact = '9876543210') =>
  sandbox.api.post('/v1/wallet_links', { wallet, contact });

async function revoke(token: string, keys = MERCHANT) {
  const response = await fetch(`${sandbox.gateway.url}/v1/wallet_tokens/${token}`, {
    method: 'DELETE',
    headers: { authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}` },
  });
  return { status: response.status, body: await response.json() };
}

describe('wallet linking', () => {
  it('sends an OTP, answers a token for the right OTP, and revokes the token', async () => {
    const sent = await sendOtp();
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      entity: 'wallet_link',
      wallet: 'paytm',
      contact: '******3210',
      status: 'otp_sent',
    });
    const linked = await sandbox.api.post(`/v1/wallet_links/${sent.body.id}/verify`, { otp: SANDBOX_OTP });
    expect(linked.body).toMatchObject({ status: 'linked', wallet: 'paytm' });
    const token = linked.body.token as string;
    expect(token).toMatch(/^wtoken_/);
    expect((await sandbox.api.get(`/v1/wallet_tokens/${token}`)).body).toMatchObject({ status: 'active' });
    // Used once: the same OTP links nothing more.
    const again = await sandbox.api.post(`/v1/wallet_links/${sent.body.id}/verify`, { otp: SANDBOX_OTP });
    expect(again.status).toBe(400);
    expect((await revoke(token)).body).toMatchObject({ status: 'revoked' });
    expect((await sandbox.api.get(`/v1/wallet_tokens/${token}`)).body).toMatchObject({ status: 'revoked' });
    const logged = sandbox.logs.join('\n');
    expect(logged).toContain('wallet link OTP sent for paytm to ******3210');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('9876543210');
  });

  it('refuses a wrong OTP, and burns the link after three', async () => {
    const sent = await sendOtp('phonepe');
    for (let i = 0; i < 3; i += 1) {
      const wrong = await sandbox.api.post(`/v1/wallet_links/${sent.body.id}/verify`, { otp: '000000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.description).toBe('The OTP is incorrect');
    }
    const right = await sandbox.api.post(`/v1/wallet_links/${sent.body.id}/verify`, { otp: SANDBOX_OTP });
    expect(right.status).toBe(400);
  });

  it('refuses an unknown wallet or a bad number, and finds nothing of another merchant', async () => {
    expect((await sendOtp('mobikwik')).status).toBe(400);
    expect((await sendOtp('paytm', '12345')).status).toBe(400);
    const sent = await sendOtp();
    const elsewhere = await sandbox.otherApi.post(`/v1/wallet_links/${sent.body.id}/verify`, {
      otp: SANDBOX_OTP,
    });
    expect(elsewhere.status).toBe(404);
    const linked = await sandbox.api.post(`/v1/wallet_links/${sent.body.id}/verify`, { otp: SANDBOX_OTP });
    expect((await sandbox.otherApi.get(`/v1/wallet_tokens/${linked.body.token}`)).status).toBe(404);
  });
});

describe('cancelling a UPI collect request', () => {
  it('fails the waiting request and tells the merchant; an answered one cannot be cancelled', async () => {
    const order = await sandbox.api.createOrder(40_000);
    const started = await sandbox.api.post('/v1/payments/create/upi', {
      amount: 40_000,
      currency: 'INR',
      order_id: order.id,
      method: 'upi',
      upi: { flow: 'collect', vpa: 'asha@okicici' },
    });
    const paymentId = started.body.razorpay_payment_id as string;
    expect((await sandbox.otherApi.post(`/v1/payments/${paymentId}/cancel`)).status).toBe(404);
    const cancelled = await sandbox.api.post(`/v1/payments/${paymentId}/cancel`);
    expect(cancelled.body).toMatchObject({ id: paymentId, status: 'failed' });
    await waitUntil(() => sandbox.receiver.forOrder(order.id).length > 0, 'the failed webhook');
    expect(sandbox.receiver.forOrder(order.id)[0].body.event).toBe('payment.failed');
    expect((await sandbox.api.post(`/v1/payments/${paymentId}/cancel`)).status).toBe(400);
    const page = await fetch(`${sandbox.gateway.url}/upi/app/asha@okicici`).then((r) => r.text());
    expect(page).not.toContain(paymentId);
  });
});
