import { describe, expect, it } from 'vitest';
import { moveShipment, type ShipmentMove } from '../apps/platform/src/modules/order/shipment-lifecycle';
import { runPendingRefunds } from '../apps/platform/src/modules/refund/refund-run';
import { showsText, toldAnalytics } from './support/cart-journeys';
import { checkOutToPay, usePayingShop } from './support/paying-shop';
import { RAVI, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
/** Ravi's own browser: another shopper's session. */
const raviBrowser = useBrowser();
const running = usePayingShop();

/** The warehouse and courier, standing in for the fulfilment simulator: Asha's shipment delivered and returned. */
async function deliverAndReturn(shipmentId: string) {
  const { db } = running().platform.platform.services;
  const steps: [ShipmentMove['to'], ShipmentMove['actor']][] = [
    ['confirmed', 'merchant'],
    ['packed', 'merchant'],
    ['shipped', 'merchant'],
    ['out_for_delivery', 'merchant'],
    ['delivered', 'merchant'],
    ['return_initiated', 'customer'],
    ['return_picked_up', 'merchant'],
    ['return_qc_passed', 'merchant'],
  ];
  for (const [to, actor] of steps) {
    await db.transaction().execute((trx) => moveShipment(trx, { shipmentId, to, actor, location: 'Mumbai' }));
  }
}

describe('the refund page', () => {
  it('shows a returned cash-on-delivery shipment’s refund waiting for an account, then paid to the UPI ID added', async () => {
    const { shop, platform } = running();
    const page = await browser().context.newPage();
    const told = toldAnalytics(page);
    try {
      await checkOutToPay(page, shop.baseUrl, 'COD');
      await page.waitForURL(/\/cart\/order-status\/\?.*order_id=FY/);
      const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
      const { db } = platform.platform.services;
      const { id: shipmentId } = await db
        .selectFrom('shipments')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      await deliverAndReturn(shipmentId);

      const refundUrl = `${shop.baseUrl}/refund/order/${orderId}/shipment/${shipmentId}`;
      await page.goto(refundUrl);
      await showsText(page.getByTestId('refund-status-title'), 'Refund pending');
      // Outside the main layout: no header, no footer, no sign-in link.
      expect(await page.locator('#main').count()).toBe(0);
      expect(await page.getByTestId('sign-in-link').count()).toBe(0);
      await page.getByTestId('refund-bank-form').waitFor();
      await waitForHydration(page);

      await page.getByRole('link', { name: 'Add UPI ID' }).click();
      await page.getByLabel('UPI ID').fill('not-a-upi-id');
      await page.getByRole('button', { name: 'Verify and add' }).click();
      await showsText(page.getByTestId('refund-form-error'), 'Enter a valid UPI ID, such as name@bank');
      await page.getByLabel('UPI ID').fill('asha.rao@oksbi');
      await page.getByRole('button', { name: 'Verify and add' }).click();
      // Adding the account pays the waiting refund at once; the page, waiting, asks again on its own.
      await expect
        .poll(() => page.getByTestId('refund-status-title').textContent(), { timeout: 30_000 })
        .toBe('Refunded');
      const paid = await db
        .selectFrom('refunds')
        .innerJoin('refund_beneficiaries', 'refund_beneficiaries.beneficiary_id', 'refunds.beneficiary_id')
        .select(['refunds.status', 'refund_beneficiaries.vpa'])
        .where('refunds.order_id', '=', orderId)
        .execute();
      expect(paid).toEqual([{ status: 'refunded', vpa: 'asha.rao@oksbi' }]);
      expect(await runPendingRefunds(platform.platform.services, { orderId })).toBe(0);
      await expect.poll(() => told.includes('refund_success'), { timeout: 10_000 }).toBe(true);

      // Another shopper is told there is no such shipment.
      const ravi = await raviBrowser().context.newPage();
      try {
        await ravi.goto(`${shop.baseUrl}/auth/login?redirectUrl=${encodeURIComponent('/')}`);
        await signInWithPassword(ravi, RAVI);
        // Ravi has no verified mobile number: the shop asks for it first, and he skips.
        await ravi.waitForURL(/\/auth\/edit-profile\?/);
        await waitForHydration(ravi);
        await ravi.getByTestId('skip-profile').click();
        await ravi.waitForURL(`${shop.baseUrl}/`);
        const response = await ravi.goto(refundUrl);
        expect(response?.status()).toBe(404);
      } finally {
        await ravi.close();
      }
    } finally {
      await page.close();
    }
  });
});
