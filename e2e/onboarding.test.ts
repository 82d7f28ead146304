import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from './support/shop';
import { type RunningShop, startShop } from './support/shop-server';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('onboarding and staff: the shopper picks a deployment store and an employee', () => {
  let platform: TestPlatform;
  let shop: RunningShop;

  beforeAll(async () => {
    // A shop of its own, with feature.common.deployment_store_selection.enabled switched on (off in the demo).
    platform = await startTestPlatform({ products: 40 });
    const { db } = platform.platform.services;
    const app = await db.selectFrom('applications').select(['id', 'settings']).executeTakeFirstOrThrow();
    const settings = typeof app.settings === 'string' ? JSON.parse(app.settings) : app.settings;
    settings.features.common.deployment_store_selection.enabled = true;
    settings.features.cart.staff_selection = true;
    await db
      .updateTable('applications')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', app.id)
      .execute();
    shop = await startShop({ env: { PLATFORM_URL: platform.baseUrl } });
  });
  afterAll(async () => {
    await shop?.stop();
    await platform?.close();
  });

  it('asks for a store on arrival, searches the list, and keeps the choice', async () => {
    const { page, context } = browser();
    await context.clearCookies();
    await page.goto(`${shop.baseUrl}/`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Deployment Stores' });
    await dialog.waitFor();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    expect(await dialog.getByPlaceholder('Search').count()).toBe(1);

    await dialog.getByPlaceholder('Search').fill('Bandra');
    await expect.poll(() => dialog.getByTestId('deployment-store').count()).toBe(1);
    const label = await dialog.locator('label').first().textContent();
    expect(label).toMatch(/^\s*Vitrine Bandra \(VTR-MUM-01\)$/);
    await dialog.getByTestId('deployment-store').check();
    await continueButton.click();
    await dialog.waitFor({ state: 'detached' });

    const stored = await page.evaluate(() => localStorage.getItem('m_deploymentStore'));
    expect(JSON.parse(stored ?? '{}').value).toMatchObject({ uid: 1001, store_code: 'VTR-MUM-01' });
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'ordering_store')?.value)
      .toBe('1001');

    // The stored store is valid: the next page asks nothing.
    const reselected = page.waitForRequest((request) => request.url().includes('/ordering-store/select'));
    await page.goto(`${shop.baseUrl}/products/`);
    await reselected;
    await waitForHydration(page);
    expect(await dialog.count()).toBe(0);
  });

  it('reuses a shared link’s store (_ds) and drops a stored store that is not valid', async () => {
    const { page, context } = browser();
    await context.clearCookies();
    await page.goto(`${shop.baseUrl}/`);
    await page.evaluate(() =>
      localStorage.setItem(
        'm_deploymentStore',
        JSON.stringify({ value: { uid: 999999 }, timestamp: Date.now() }),
      ),
    );
    await page.goto(`${shop.baseUrl}/products/`);
    await waitForHydration(page);
    await page.getByRole('dialog', { name: 'Deployment Stores' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('m_deploymentStore'))).toBeNull();

    await page.goto(`${shop.baseUrl}/products/?_ds=1001`);
    await waitForHydration(page);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'ordering_store')?.value)
      .toBe('1001');
    expect(await page.getByRole('dialog', { name: 'Deployment Stores' }).count()).toBe(0);
  });

  it('picks the employee an order is attributed to, kept for 15 minutes', async () => {
    const { page } = browser();
    await page.goto(`${shop.baseUrl}/setting/currency/`);
    await waitForHydration(page);
    const picker = page.getByTestId('staff-select');
    await expect.poll(() => picker.locator('option').count()).toBe(4);
    await picker.selectOption({ label: 'Arjun Nair – Sales associate' });
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('m_selectedEmployee'))) ?? '{}');
    expect(kept).toMatchObject({ value: { name: 'Arjun Nair', order_incent: true }, ttl: 900_000 });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => picker.inputValue()).toBe(kept.value._id);
  });
});
