import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { ASHA, signIn, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const BOOK = '/profile/address/';
const field = (page: Page, slug: string) => page.locator(`#address-${slug}`);
const fieldError = (page: Page, slug: string) => page.locator(`#address-${slug}-error`);
const cards = (page: Page) => page.getByTestId('address-card');

async function openForm(page: Page, link: 'add-address' | 'edit-address', index = 0) {
  await page.getByTestId(link).nth(index).click();
  await page.getByRole('button', { name: 'SAVE ADDRESS' }).waitFor();
  await waitForHydration(page);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await page.waitForURL(`${shopUrl}${BOOK}`);
  await page.getByTestId('add-address').waitFor();
}

describe('the address book', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('adds an address with a pincode lookup, edits it, sets the default and deletes', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await signIn(page, ASHA);
    await page.waitForURL(`${shopUrl}/`);
    await page.goto(`${shopUrl}${BOOK}`);
    const before = await cards(page).count();

    await openForm(page, 'add-address');
    // No map key in the demo shop: no map, and the form works without it.
    expect(await page.getByTestId('address-map').count()).toBe(0);
    expect(await page.getByTestId('address-field-landmark').textContent()).toContain('(Optional)');

    // A failed submit names each problem and moves to the first one.
    await page.getByRole('button', { name: 'SAVE ADDRESS' }).click();
    await expect.poll(() => fieldError(page, 'name').textContent()).toBe('full name is required.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('address-name');
    expect(new URL(page.url()).searchParams.has('add')).toBe(true);

    await field(page, 'name').fill('Asha Rao');
    await field(page, 'phone').fill('12345');
    await field(page, 'address').fill('4th Floor, Lavelle Chambers');
    await field(page, 'area').fill('Lavelle Road');
    // An unknown pincode clears city and state and shows the platform's reason on the pincode.
    await field(page, 'city').fill('Somewhere');
    await field(page, 'pincode').fill('999999');
    await expect.poll(() => fieldError(page, 'pincode').textContent()).toBe('Pincode not serviceable');
    expect(await field(page, 'city').inputValue()).toBe('');
    // A served one fills them in.
    await field(page, 'pincode').fill('560001');
    await expect.poll(() => field(page, 'city').inputValue()).toBe('Bengaluru');
    expect(await field(page, 'state').inputValue()).toBe('Karnataka');

    await page.getByLabel('Other', { exact: true }).check();
    await page.getByRole('button', { name: 'SAVE ADDRESS' }).click();
    await expect.poll(() => fieldError(page, 'phone').textContent()).toBe('Invalid Phone Number');
    expect(await fieldError(page, 'address_type_name').textContent()).toBe('Enter Address Name');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('address-phone');
    await field(page, 'phone').fill('9876543210');
    await field(page, 'address_type_name').fill('Studio');
    await save(page);

    expect(await cards(page).count()).toBe(before + 1);
    const studio = cards(page).filter({ hasText: 'Studio' });
    expect(await studio.textContent()).toContain('Bengaluru, Karnataka - 560001');

    // Edit: the form comes back filled, and the change shows in the list.
    const studioIndex = (await cards(page).allTextContents()).findIndex((text) => text.includes('Studio'));
    await openForm(page, 'edit-address', studioIndex);
    expect(await field(page, 'city').inputValue()).toBe('Bengaluru');
    expect(await field(page, 'address_type_name').inputValue()).toBe('Studio');
    await field(page, 'landmark').fill('Opposite UB City');
    await save(page);
    expect(await cards(page).filter({ hasText: 'Studio' }).textContent()).toContain('Opposite UB City');

    // A second address, then the default moves to whichever the shopper picks.
    await openForm(page, 'add-address');
    await field(page, 'name').fill('Asha Rao');
    await field(page, 'phone').fill('9876543210');
    await field(page, 'address').fill('12, Sea View Apartments');
    await field(page, 'area').fill('Marine Drive');
    await field(page, 'pincode').fill('400001');
    await expect.poll(() => field(page, 'city').inputValue()).toBe('Mumbai');
    await save(page);
    const home = () => cards(page).filter({ hasText: 'Sea View' });
    expect(await home().getByTestId('address-default').count()).toBe(0);
    await home().getByTestId('default-address').click();
    await expect.poll(() => home().getByTestId('address-default').count()).toBe(1);
    expect(await page.getByTestId('address-default').count()).toBe(1);

    // Delete both; the list shrinks back.
    await home().getByTestId('delete-address').click();
    await expect.poll(() => cards(page).count()).toBe(before + 1);
    await cards(page).filter({ hasText: 'Studio' }).getByTestId('delete-address').click();
    await expect.poll(() => cards(page).count()).toBe(before);
  });

  it('sends visitors to sign in first', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}${BOOK}`);
    expect(page.url()).toBe(`${shopUrl}/auth/login?redirectUrl=%2Fprofile%2Faddress%2F`);
  });
});
