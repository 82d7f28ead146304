import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASHA, signIn, waitForHydration } from './support/shop';
import { type RunningShop, startShop } from './support/shop-server';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

const STORE_CHECK = '/_onboard/address';
const storesDialog = (page: Page) => page.getByRole('dialog', { name: 'Deployment Stores' });
const addressDialog = (page: Page) => page.getByRole('dialog', { name: 'Store Address' });
/** Either step of the onboarding dialog (the page may hold other dialogs, such as the filters drawer). */
const onboarding = (page: Page) => storesDialog(page).or(addressDialog(page));
const field = (page: Page, slug: string) => page.locator(`#address-${slug}`);
/** Loads a page and waits until the dialog has asked whether the Store Address step is needed. */
async function openAndCheck(page: Page, url: string): Promise<{ needed: boolean }> {
  const checked = page.waitForResponse((response) => response.url().includes(STORE_CHECK));
  await page.goto(url);
  const answer = (await (await checked).json()) as { needed: boolean };
  await waitForHydration(page);
  return answer;
}

describe('onboarding: the signed-in shopper is asked for a store address', () => {
  let platform: TestPlatform;
  let shop: RunningShop;

  const db = () => platform.platform.services.db;
  const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const ashaStoreAddresses = async () => {
    const rows = await db()
      .selectFrom('addresses')
      .innerJoin('users', 'users.id', 'addresses.user_id')
      .select(['addresses.id', 'addresses.tags', 'addresses.checkout_mode', 'addresses.is_default'])
      .select(['addresses.details', 'users.emails'])
      .execute();
    return rows
      .filter((row) => json<{ email: string }[]>(row.emails).some((entry) => entry.email === ASHA.email))
      .map(({ emails: _, ...row }) => ({ ...row, tags: json<string[]>(row.tags) }))
      .filter((row) => row.tags.includes('store'));
  };
  type Features = {
    registration_page: { ask_store_address: boolean };
    common: { deployment_store_selection: { enabled: boolean } };
  };
  const changeFeatures = async (change: (features: Features) => void) => {
    const app = await db().selectFrom('applications').select(['id', 'settings']).executeTakeFirstOrThrow();
    const settings = json<{ features: Features }>(app.settings);
    change(settings.features);
    await db()
      .updateTable('applications')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', app.id)
      .execute();
    // The platform's kept answers go at once; the shop's own copy of the features within seconds.
    platform.platform.services.cache.clear();
  };

  beforeAll(async () => {
    // A shop of its own that asks for a store address (off in the demo), not for a deployment store yet.
    platform = await startTestPlatform({ products: 8 });
    await changeFeatures((features) => {
      features.registration_page.ask_store_address = true;
    });
    shop = await startShop({ env: { PLATFORM_URL: platform.baseUrl } });
  });
  afterAll(async () => {
    await shop?.stop();
    await platform?.close();
  });

  it('loads no onboarding for an anonymous shopper', async () => {
    const { page, context } = browser();
    await context.clearCookies();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/onboard/.test(request.url())) asked.push(request.url());
    });
    for (const path of ['/', '/products/', '/']) {
      await page.goto(`${shop.baseUrl}${path}`);
      await waitForHydration(page);
    }
    expect(await onboarding(page).count()).toBe(0);
    // Neither the dialog's code nor the store address check.
    expect(asked).toEqual([]);
    page.removeAllListeners('request');
  });

  it('asks a signed-in shopper for a store address once, and saves it tagged store', async () => {
    const { page } = browser();
    await page.goto(`${shop.baseUrl}/`);
    await signIn(page, ASHA);
    await page.waitForURL(`${shop.baseUrl}/`);
    await waitForHydration(page);

    // One step: no step header. The page behind does not scroll.
    const dialog = addressDialog(page);
    await dialog.getByRole('heading', { name: 'Store Address' }).waitFor();
    expect(await page.getByTestId('onboarding-steps').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // The form is checked before it is sent, and the dialog stays; the default mark is not offered.
    const save = dialog.getByRole('button', { name: 'SAVE ADDRESS' });
    await save.click();
    await expect.poll(() => page.locator('#address-name-error').textContent()).toBe('full name is required.');
    expect(await dialog.getByText('Make this my default address').count()).toBe(0);

    await field(page, 'name').fill('Asha Rao');
    await field(page, 'phone').fill('9876543210');
    await field(page, 'address').fill('Shop 4, Hill Road');
    await field(page, 'area').fill('Bandra West');
    await field(page, 'pincode').fill('400001');
    await expect.poll(() => field(page, 'city').inputValue()).toBe('Mumbai');
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await onboarding(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

    const saved = await ashaStoreAddresses();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ tags: ['store'], checkout_mode: 'self', is_default: true });
    expect(saved[0].details).toMatchObject({ name: 'Asha Rao', area_code: '400001', city: 'Mumbai' });

    // The address book shows it as the default, and the next page asks nothing.
    expect(await openAndCheck(page, `${shop.baseUrl}/profile/address/`)).toEqual({ needed: false });
    const card = page.getByTestId('address-card').filter({ hasText: 'Shop 4, Hill Road' });
    expect(await card.getByTestId('address-default').count()).toBe(1);
    expect(await onboarding(page).count()).toBe(0);
  });

  it('with a deployment store to pick too, shows both steps and Continue moves on to Store Address', async () => {
    const { page, context } = browser();
    for (const { id } of await ashaStoreAddresses()) {
      await db().deleteFrom('addresses').where('id', '=', id).execute();
    }
    await changeFeatures((features) => {
      features.common.deployment_store_selection.enabled = true;
    });
    await page.evaluate(() => localStorage.removeItem('m_deploymentStore'));
    await expect
      .poll(
        async () => {
          expect(await openAndCheck(page, `${shop.baseUrl}/products/`)).toMatchObject({ needed: true });
          await onboarding(page).first().waitFor();
          return storesDialog(page).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);

    const steps = page.getByTestId('onboarding-steps').getByRole('listitem');
    expect(await steps.allTextContents()).toEqual(['Deployment Stores', 'Store Address']);
    expect(await steps.first().getAttribute('aria-current')).toBe('step');
    await storesDialog(page).getByPlaceholder('Search').fill('Bandra');
    await expect.poll(() => storesDialog(page).getByTestId('deployment-store').count()).toBe(1);
    await storesDialog(page).getByTestId('deployment-store').check();
    await storesDialog(page).getByRole('button', { name: 'Continue' }).click();
    await addressDialog(page).getByRole('heading', { name: 'Store Address' }).waitFor();
    expect(await steps.allTextContents()).toEqual(['Deployment Stores', 'Store Address']);
    expect(await steps.last().getAttribute('aria-current')).toBe('step');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'ordering_store')?.value)
      .toBe('1001');

    // Signed out, the same shop asks only for the store, never for a store address.
    await context.clearCookies();
    await page.evaluate(() => localStorage.removeItem('m_deploymentStore'));
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(STORE_CHECK)) checks.push(request.url());
    });
    // An address no visitor asked for before the store step was on, so no page kept from then answers it.
    await page.goto(`${shop.baseUrl}/?after=stores-on`);
    await waitForHydration(page);
    await storesDialog(page).waitFor();
    expect(await page.getByTestId('onboarding-steps').count()).toBe(0);
    await storesDialog(page).getByTestId('deployment-store').first().check();
    await storesDialog(page).getByRole('button', { name: 'Continue' }).click();
    await storesDialog(page).waitFor({ state: 'detached' });
    expect(await addressDialog(page).count()).toBe(0);
    expect(checks).toEqual([]);
    page.removeAllListeners('request');
  });
});
