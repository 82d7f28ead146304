import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from './scenarios';
import { apiClient, payThroughCheckout, submitCard } from './testing/sandbox-client';
import { waitUntil } from './testing/wait-until';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';

// Not one of the sandbox's advertised cards, which every checkout page lists on purpose.
const CARD_NUMBER = '5555 5555 5555 4444';
const CVV = '8642';
const KEYS = { keyId: 'rzp_test_vitrine', keySecret: 'vitrine-demo-key-secret' };
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

let gateway: ChildProcess;
let gatewayUrl: string;
let output = '';
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  gateway = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PAYMENT_GATEWAY_PORT: '0', PAYMENT_WEBHOOK_URL: receiver.url },
  });
  gateway.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  gateway.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const announced = await waitUntil(
    () => /^\{"paymentGateway":"[^"]+"\}$/m.exec(output),
    'the gateway to listen',
    60_000,
  );
  gatewayUrl = JSON.parse(announced[0]).paymentGateway;
});

afterAll(async () => {
  if (gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  }
  await receiver.close();
});

/** Whether the card number (spaced or not) or the CVV (as a number of its own) appears in the text. */
function leaks(text: string): string[] {
  const found: string[] = [];
  if (text.includes(CARD_NUMBER) || text.includes(CARD_NUMBER.replace(/ /g, ''))) found.push('card number');
  if (new RegExp(`(?<![0-9A-Za-z])${CVV}(?![0-9A-Za-z])`).test(text)) found.push('CVV');
  return found;
}

describe('card data', () => {
  it('never comes back from the gateway, its webhooks or its console output', async () => {
    const api = apiClient(gatewayUrl, KEYS);
    const card = { number: CARD_NUMBER, cvv: CVV, name: 'Asha Rao' };
    const paid = await api.createOrder(75_000);
    const success = await payThroughCheckout(gatewayUrl, KEYS.keyId, paid.id, card);
    expect(success.returned?.fields.razorpay_payment_id).toBe(success.paymentId);
    const declinedOrder = await api.createOrder(75_000);
    const expired = await submitCard(gatewayUrl, KEYS.keyId, declinedOrder.id, { ...card, expiry: '01/20' });
    expect(expired.otpPage.status).toBe(400);
    const declined = await payThroughCheckout(gatewayUrl, KEYS.keyId, declinedOrder.id, {
      ...card,
      number: SANDBOX_CARDS.declined,
    });

    await waitUntil(() => receiver.deliveries.length >= 3, 'the webhooks of both payments');
    const answers = await Promise.all([
      api.get(`/v1/orders/${paid.id}`),
      api.get(`/v1/orders/${paid.id}/payments`),
      api.get(`/v1/payments/${success.paymentId}`),
      api.get(`/v1/orders/${declinedOrder.id}/payments`),
      api.get(`/v1/payments/${declined.paymentId}`),
    ]);
    expect(answers[2].body.card).toEqual({ last4: '4444', network: 'MasterCard', type: 'credit' });

    const everything = [
      ...answers.map((answer) => JSON.stringify(answer.body)),
      ...[success, declined, expired].map((trip) => trip.otpPage.html),
      success.finalPage?.html ?? '',
      declined.finalPage?.html ?? '',
      ...receiver.deliveries.map((delivery) => delivery.rawBody.toString('utf8')),
    ];
    for (const text of everything) expect(leaks(text)).toEqual([]);
    expect(output).toMatch(/payment pay_\w+ captured/);
    expect(leaks(output)).toEqual([]);
  });
});
