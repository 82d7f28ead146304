import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from './signature';
import { MERCHANT, OTHER_MERCHANT, type Sandbox, startSandbox } from './testing/sandbox';
import { CALLBACK_URL, CANCEL_URL } from './testing/sandbox-client';
import { waitUntil } from './testing/wait-until';
import { SANDBOX_WALLETS } from './wallets';

const SHOP = 'http://shop.test';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const walletUrl = (orderId: string) => `${sandbox.gateway.url}/v1/checkout/${orderId}/wallet`;

async function walletPage(orderId: string, query: Record<string, string>) {
  const response = await fetch(`${walletUrl(orderId)}?${new URLSearchParams(query)}`);
  return { status: response.status, html: await response.text() };
}

async function answer(orderId: string, form: Record<string, string>) {
  const response = await fetch(walletUrl(orderId), { method: 'POST', body: new URLSearchParams(form) });
  return { status: response.status, html: await response.text() };
}

/** The message a result page posts to the shop's page, and the origin it may go to. */
function postedMessage(html: string) {
  const match = /postMessage\((\{.*\}), ("[^"]*")\);<\/script>/.exec(html);
  if (!match) throw new Error(`no message posted: ${html}`);
  return { message: JSON.parse(match[1]), origin: JSON.parse(match[2]) };
}

// biome-ignore lint/suspicious/noExplicitAny: the page's elements as the script builds them
type FakeElement = any;

/** The script run against a page of the shop's: just enough of a browser's window and document for it. */
function shopPageRunning(source: string) {
  const listeners = new Set<(event: unknown) => void>();
  const appended: FakeElement[] = [];
  const element = (tag: string): FakeElement => ({
    tag,
    style: {},
    attributes: {} as Record<string, string>,
    children: [] as FakeElement[],
    listeners: {} as Record<string, () => void>,
    removed: false,
    contentWindow: tag === 'iframe' ? { frame: true } : undefined,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    appendChild(child: FakeElement) {
      this.children.push(child);
    },
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = listener;
    },
    remove() {
      this.removed = true;
    },
  });
  const window: Record<string, unknown> = {
    location: { origin: SHOP },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: unknown) => void) => listeners.delete(listener),
  };
  const document = {
    currentScript: { src: `${sandbox.gateway.url}/v1/checkout.js` },
    createElement: element,
    body: { appendChild: (child: FakeElement) => appended.push(child) },
  };
  runInNewContext(source, { window, document, URL, URLSearchParams, Error });
  return {
    Razorpay: window.Razorpay as new (options: unknown) => { open(): void },
    appended,
    listening: () => listeners.size,
    post: (event: unknown) => {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

describe('the Standard Checkout script', () => {
  it('is served as JavaScript any shop may load, defining window.Razorpay', async () => {
    const response = await fetch(`${sandbox.gateway.url}/v1/checkout.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('window.Razorpay = Razorpay;');
  });

  it('opens the order’s wallet page in a frame and hears only that frame, at the gateway’s origin', async () => {
    const source = await (await fetch(`${sandbox.gateway.url}/v1/checkout.js`)).text();
    const page = shopPageRunning(source);
    const heard: unknown[] = [];
    let dismissed = 0;
    const checkout = new page.Razorpay({
      key: MERCHANT.keyId,
      order_id: 'order_Abc',
      amount: 50_000,
      currency: 'INR',
      handler: (response: unknown) => heard.push(response),
      modal: { ondismiss: () => dismissed++ },
    });
    checkout.open();
    const [overlay] = page.appended;
    const [frame] = overlay.children;
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe(walletUrl('order_Abc'));
    expect(Object.fromEntries(src.searchParams)).toEqual({ key_id: MERCHANT.keyId, origin: SHOP });
    expect(overlay.attributes.role).toBe('dialog');

    const paid = {
      source: 'vitrine-sandbox-checkout',
      event: 'payment.success',
      response: { razorpay_payment_id: 'pay_1' },
    };
    page.post({ origin: 'http://evil.test', source: frame.contentWindow, data: paid });
    page.post({ origin: sandbox.gateway.url, source: { other: true }, data: paid });
    page.post({
      origin: sandbox.gateway.url,
      source: frame.contentWindow,
      data: { ...paid, source: 'other' },
    });
    expect(heard).toEqual([]);
    page.post({ origin: sandbox.gateway.url, source: frame.contentWindow, data: paid });
    expect(heard).toEqual([{ razorpay_payment_id: 'pay_1' }]);
    expect(overlay.removed).toBe(true);
    expect(page.listening()).toBe(0);
    expect(dismissed).toBe(0);

    new page.Razorpay({
      key: MERCHANT.keyId,
      order_id: 'order_Def',
      modal: { ondismiss: () => dismissed++ },
    }).open();
    const [, second] = page.appended;
    second.children[1].listeners.click();
    expect(dismissed).toBe(1);
    expect(second.removed).toBe(true);
    expect(() => new page.Razorpay({ key: MERCHANT.keyId })).toThrow('key and order_id are required');
  });
});

describe('the popup’s wallet page', () => {
  it('offers the sandbox’s wallets, then pays from one: a signed answer to the shop’s page and the webhooks', async () => {
    const order = await sandbox.api.createOrder(75_000);
    const shown = await walletPage(order.id, { key_id: MERCHANT.keyId, origin: SHOP });
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('₹750.00');
    for (const { code, name } of SANDBOX_WALLETS) {
      expect(shown.html).toContain(`value="${code}" required> ${name}</label>`);
    }
    expect(shown.html).toContain('>Decline</button>');

    const paid = await answer(order.id, {
      key_id: MERCHANT.keyId,
      origin: SHOP,
      wallet: 'paytm',
      answer: 'pay',
    });
    expect(paid.status).toBe(200);
    const { message, origin } = postedMessage(paid.html);
    expect(origin).toBe(SHOP);
    expect(message).toMatchObject({ source: 'vitrine-sandbox-checkout', event: 'payment.success' });
    const paymentId = message.response.razorpay_payment_id;
    expect(message.response).toEqual({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: hmacSha256Hex(`${order.id}|${paymentId}`, MERCHANT.keySecret),
    });
    const payment = await sandbox.api.get(`/v1/payments/${paymentId}`);
    expect(payment.body).toMatchObject({ method: 'wallet', wallet: 'paytm', status: 'captured', card: null });
    expect((await sandbox.api.get(`/v1/orders/${order.id}`)).body).toMatchObject({ status: 'paid' });

    const deliveries = await waitUntil(() => {
      const received = sandbox.receiver.forOrder(order.id);
      return received.length >= 2 && received;
    }, 'both events');
    expect(deliveries.map((delivery) => delivery.body.event)).toEqual(['payment.captured', 'order.paid']);
    for (const delivery of deliveries) {
      expect(delivery.signature).toBe(hmacSha256Hex(delivery.rawBody, MERCHANT.webhookSecret));
    }

    const again = await walletPage(order.id, { key_id: MERCHANT.keyId, origin: SHOP });
    expect(again.status).toBe(400);
    expect(again.html).toContain('already been paid');
  });

  it('fails the payment on Decline and tells the shop’s page to dismiss, with nothing to claim payment by', async () => {
    const order = await sandbox.api.createOrder();
    const declined = await answer(order.id, {
      key_id: MERCHANT.keyId,
      origin: SHOP,
      wallet: 'phonepe',
      answer: 'decline',
    });
    expect(declined.status).toBe(200);
    expect(postedMessage(declined.html).message).toEqual({
      source: 'vitrine-sandbox-checkout',
      event: 'payment.dismiss',
    });
    const [failed] = await waitUntil(() => {
      const received = sandbox.receiver.forOrder(order.id);
      return received.length >= 1 && received;
    }, 'payment.failed');
    expect(failed.body).toMatchObject({
      event: 'payment.failed',
      payload: { payment: { entity: { method: 'wallet', wallet: 'phonepe', status: 'failed' } } },
    });
    expect((await sandbox.api.get(`/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'attempted',
      amount_paid: 0,
    });
  });

  it('without JavaScript, posts the same signed fields back to the shop’s callback', async () => {
    const order = await sandbox.api.createOrder();
    const links = { key_id: MERCHANT.keyId, callback_url: CALLBACK_URL, cancel_url: CANCEL_URL };
    expect((await walletPage(order.id, links)).html).toContain('name="callback_url"');
    const paid = await answer(order.id, { ...links, wallet: 'amazonpay', answer: 'pay' });
    expect(paid.html).toContain(`action="${CALLBACK_URL}"`);
    expect(paid.html).toContain('name="razorpay_signature"');

    const other = await sandbox.api.createOrder();
    const declined = await answer(other.id, { ...links, wallet: 'paytm', answer: 'decline' });
    expect(declined.html).toContain(`action="${CANCEL_URL}"`);
    expect(declined.html).toContain('name="error[reason]" value="payment_declined"');
  });

  it('answers 404 for an unknown order or another merchant’s key, 400 for a bad origin or no wallet', async () => {
    const order = await sandbox.api.createOrder();
    expect((await walletPage('order_00000000000000', { key_id: MERCHANT.keyId, origin: SHOP })).status).toBe(
      404,
    );
    expect((await walletPage(order.id, { key_id: OTHER_MERCHANT.keyId, origin: SHOP })).status).toBe(404);
    for (const origin of ['javascript:alert(1)', `${SHOP}/cart`, '*']) {
      expect((await walletPage(order.id, { key_id: MERCHANT.keyId, origin })).status).toBe(400);
    }
    expect((await walletPage(order.id, { key_id: MERCHANT.keyId })).status).toBe(400);
    const noWallet = await answer(order.id, { key_id: MERCHANT.keyId, origin: SHOP, answer: 'pay' });
    expect(noWallet.status).toBe(400);
    expect(noWallet.html).toContain('role="alert"');
    const unknown = await answer(order.id, {
      key_id: MERCHANT.keyId,
      origin: SHOP,
      wallet: 'bitcoin',
      answer: 'pay',
    });
    expect(unknown.status).toBe(400);
    expect((await sandbox.api.get(`/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'created',
      attempts: 0,
    });
  });
});
