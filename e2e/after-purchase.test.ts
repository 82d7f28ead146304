import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdRefundRuns } from '../apps/platform/src/modules/refund/refund-kick';
import {
  addToBag,
  openFulfilment,
  payByCardAtGateway,
  press,
  rupeesIn,
  showsTextWithin,
  twoItemsFromOneStore,
} from './support/after-purchase-steps';
import { showsText } from './support/cart-journeys';
import { fillAddress, openNewAddress } from './support/checkout-steps';
import { usePayingShop } from './support/paying-shop';
import { ASHA, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const running = usePayingShop();

/** A photo of the damage: one red pixel, a real PNG. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const FORWARD_TITLES = ['Placed', 'Confirmed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered'];

/** Asha buys two different products, paying by card at the gateway (Razorpay-style); answers the order id. */
async function buyTwoByCard(page: Page): Promise<string> {
  const { shop, platform, gateway } = running();
  const [first, second] = await twoItemsFromOneStore(platform.platform.services.db);
  await page.goto(`${shop.baseUrl}/auth/login?redirectUrl=${encodeURIComponent('/cart/bag/')}`);
  await signInWithPassword(page, ASHA);
  await page.waitForURL(`${shop.baseUrl}/cart/bag/`);
  await addToBag(page, shop.baseUrl, first, 1);
  await addToBag(page, shop.baseUrl, second, 2);
  await page.goto(`${shop.baseUrl}/cart/bag/`);
  await waitForHydration(page);
  await page.getByTestId('checkout').click();
  await page.getByTestId('checkout-delivery').waitFor();
  await waitForHydration(page);
  await openNewAddress(page);
  await fillAddress(page, '400001');
  await page.getByRole('button', { name: 'Save and deliver here' }).click();
  await page.waitForURL(/\/cart\/payment-info\?/);
  await waitForHydration(page);
  await page.locator('[data-testid="payment-option"][data-mode="CARD"][data-aggregator="Razorpay"]').click();
  await page.getByTestId('continue-to-review').click();
  await page.waitForURL(/\/cart\/order-review\?.*payment_mode=CARD/);
  await waitForHydration(page);
  await page.getByTestId('place-order').click();
  await page.waitForURL(`${gateway.url}/v1/checkout/**`);
  await payByCardAtGateway(page);
  await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/, { timeout: 30_000 });
  await showsText(page.getByTestId('order-placed'), 'Order placed');
  return new URL(page.url()).searchParams.get('order_id') ?? '';
}

/** The statuses a shipment's tracking page lists, each once, in order; every passed one has a time and a place. */
async function trackedStatuses(page: Page, orderId: string, shipmentId: string): Promise<string[]> {
  await page.goto(`${running().shop.baseUrl}/order-tracking/${orderId}/${shipmentId}`);
  const events = page.getByTestId('tracking-event');
  await events.first().waitFor();
  for (const when of await events.locator('.tracking-timeline__when').allTextContents()) {
    expect(when).toMatch(/ · \S/);
  }
  const statuses = await events.locator('.tracking-timeline__status').allTextContents();
  return statuses.filter((status, index) => statuses.indexOf(status) === index);
}

/** The refunds the sandbox gateway made against a payment, asked as the shop asks it (HTTP Basic, its key pair). */
async function gatewayRefundsOf(paymentId: string): Promise<{ items: { amount: number; status: string }[] }> {
  const { gateway, platform } = running();
  const keys = platform.platform.services.config.paymentGateway;
  if (!keys) throw new Error('The paying shop has no payment gateway');
  const basic = Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64');
  const response = await fetch(`${gateway.url}/v1/payments/${encodeURIComponent(paymentId)}/refunds`, {
    headers: { authorization: `Basic ${basic}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: { amount: number; status: string }[] };
}

describe('after the purchase', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('pays by card, ships and delivers with the simulator, takes one of two items back and refunds it to the card', async () => {
    const { shop, platform } = running();
    const { db, config } = platform.platform.services;
    const page = await browser().context.newPage();
    const merchant = await browser().context.newPage();
    let fulfilment: Page | undefined;
    let release = () => {};
    try {
      const orderId = await buyTwoByCard(page);

      // One shipment of the two items.
      await page.goto(`${shop.baseUrl}/profile/orders/`);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
      await card.waitFor();
      expect(await card.getByTestId('order-shipment').count()).toBe(1);
      const shipmentId =
        (await card.getByTestId('order-shipment').first().getAttribute('data-shipment-id')) ?? '';
      expect(shipmentId).toMatch(/^\d{17}$/);

      // The merchant's simulator takes the shipment all the way, one tracking event per step.
      fulfilment = await openFulfilment(merchant, shop.baseUrl, config.editorToken);
      const row = fulfilment.locator(`[data-testid="fulfilment-shipment"][data-shipment-id="${shipmentId}"]`);
      await row.waitFor();
      expect(await row.getAttribute('data-status')).toBe('placed');
      await press(row, 'Confirm', 'confirmed');
      await press(row, 'All the way to delivered', 'delivered');
      await showsText(
        fulfilment.getByRole('status'),
        `Shipment ${shipmentId}: confirmed → packed → shipped → out_for_delivery → delivered`,
      );

      // The shopper's tracking shows every step, in order, each with its time and place.
      expect(await trackedStatuses(page, orderId, shipmentId)).toEqual(FORWARD_TITLES);
      expect((await page.getByTestId('tracking-event').last().textContent()) ?? '').toContain('Mumbai');

      // Asha returns one of the two, damaged: a reason whose quality check asks for a photo.
      await page.goto(`${shop.baseUrl}/profile/orders/shipment/update/${shipmentId}/return/`);
      await page.getByTestId('update-form').waitFor();
      await waitForHydration(page);
      const lines = page.getByTestId('update-line');
      expect(await lines.count()).toBe(2);
      const returnedName = (await lines.first().getByTestId('update-line-name').textContent()) ?? '';
      const keptName = (await lines.last().getByTestId('update-line-name').textContent()) ?? '';
      expect(returnedName).not.toBe(keptName);
      await lines.last().locator('input[name="bag"]').uncheck();
      const photos = page.locator('input[name="qc_images"]');
      await page.getByLabel('Product is damaged or defective').check();
      await photos.waitFor();
      await photos.setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PHOTO });
      await page.getByTestId('update-submit').click();
      await showsTextWithin(page.getByTestId('update-status'), 'Return initiated', 30_000);
      expect(await page.getByTestId('update-done').textContent()).toContain('1 item');
      const returnedHref = (await page.getByTestId('update-view-shipment').getAttribute('href')) ?? '';
      const returnedId = /\/shipment\/(\d+)\//.exec(returnedHref)?.[1] ?? '';
      expect(returnedId).toMatch(/^\d{17}$/);
      expect(returnedId).not.toBe(shipmentId);

      // The returned item is a shipment of its own: picked up, and its quality check passed.
      await fulfilment.getByRole('button', { name: 'Refresh' }).click();
      const returnRow = fulfilment.locator(
        `[data-testid="fulfilment-shipment"][data-shipment-id="${returnedId}"]`,
      );
      await returnRow.waitFor();
      expect(await returnRow.getAttribute('data-status')).toMatch(/^return_(initiated|pre_qc)$/);
      expect(await returnRow.textContent()).toContain(`1 × ${returnedName}`);
      await press(returnRow, 'Pick up return', 'return_picked_up');
      // The refund run waits until Asha is on her refund page, so she sees it owed before it is paid.
      release = holdRefundRuns();
      await press(returnRow, 'QC pass', 'return_qc_passed');
      expect(await row.getAttribute('data-status')).toBe('delivered');
      expect(await row.textContent()).toContain(`1 × ${keptName}`);

      // What the returned item cost Asha, and what she paid for the whole order.
      const returnedBag = await db
        .selectFrom('order_bags')
        .select(['quantity', 'amount_paid'])
        .where('shipment_id', '=', returnedId)
        .executeTakeFirstOrThrow();
      expect(returnedBag.quantity).toBe(1);
      const payment = await db
        .selectFrom('payments')
        .select(['amount', 'aggregator', 'gateway_payment_id'])
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(payment.aggregator).toBe('Razorpay');
      expect(Number(returnedBag.amount_paid)).toBeGreaterThan(0);
      expect(Number(returnedBag.amount_paid)).toBeLessThan(Number(payment.amount));

      // The refund goes back to the card: owed at once, and the page asks again on its own until it is paid.
      await page.goto(`${shop.baseUrl}/refund/order/${orderId}/shipment/${returnedId}`);
      await showsText(page.getByTestId('refund-status-title'), 'Refund pending');
      expect(await page.getByTestId('refund-page').textContent()).toContain(
        'The amount will be paid back to your original payment method.',
      );
      expect(await page.getByTestId('refund-bank-form').count()).toBe(0);
      await waitForHydration(page);
      release();
      await showsTextWithin(page.getByTestId('refund-status-title'), 'Refunded', 60_000);
      expect(rupeesIn(await page.getByTestId('refund-amount').textContent())).toBe(
        Number(returnedBag.amount_paid) / 100,
      );
      expect(await page.getByTestId('refund-status').textContent()).toContain('Original payment method');
      expect(await page.getByTestId('refund-bank-form').count()).toBe(0);

      // The shipment page says so too, and its tracking ends refunded.
      await page.goto(`${shop.baseUrl}/profile/orders/shipment/${returnedId}/`);
      const details = (await page.getByTestId('refund-details').textContent()) ?? '';
      expect(details).toMatch(/^Refunded/);
      expect(rupeesIn(details)).toBe(Number(returnedBag.amount_paid) / 100);
      expect(await trackedStatuses(page, orderId, returnedId)).toEqual(
        expect.arrayContaining(['Return initiated', 'Return picked up', 'Return accepted', 'Refunded']),
      );

      // The gateway paid exactly one refund against the payment, the returned item's price (its refunds API).
      const refunds = await gatewayRefundsOf(payment.gateway_payment_id ?? '');
      expect(refunds.items.map((refund) => [refund.amount, refund.status])).toEqual([
        [Number(returnedBag.amount_paid), 'processed'],
      ]);
    } finally {
      release();
      await fulfilment?.close();
      await merchant.close();
      await page.close();
    }
  });
});
