import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { messagesTo, nextCode, typeCode } from './support/outbox';
import { signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const DETAILS = `${shopUrl}/profile/details/`;
const BACK_TO_DETAILS = 'redirectUrl=%2Fprofile%2Fdetails%2F';

/** A mobile number and e-mail no other journey (or earlier run on this shop) has used. */
function newShopper() {
  const stamp = `${Date.now() % 10_000_000}`.padStart(7, '0');
  return {
    mobile: `97${stamp}3`,
    email: `lifecycle-${stamp}@vitrine.test`,
    password: 'Lifecycle#2026',
  };
}

/** Opens a page and waits until its forms answer clicks. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Signs out from the account menu and waits for the header to say so. */
async function signOut(page: Page) {
  await open(page, DETAILS);
  await page.getByTestId('sign-out').last().click();
  await page.waitForURL(`${shopUrl}/`);
  await page.getByTestId('sign-in-link').waitFor();
}

describe('a shopper account from registration to deletion', () => {
  beforeAll(async () => {
    await browser().context.clearCookies();
  });

  it('registers by code, keeps a profile and an address, speaks Hindi, and is deleted for good', async () => {
    const { page } = browser();
    const shopper = newShopper();

    // Register by a one-time code to the phone.
    await open(page, `${shopUrl}/auth/login?${BACK_TO_DETAILS}`);
    const sms = await messagesTo(shopUrl, shopper.mobile);
    await page.getByTestId('login-mobile').fill(shopper.mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByTestId('code-form').waitFor();
    await typeCode(page, await nextCode(shopUrl, shopper.mobile, sms));

    // Edit the profile: the demo shop insists on a verified e-mail, added by a code too, and a name.
    await page.waitForURL(`${shopUrl}/auth/edit-profile?${BACK_TO_DETAILS}`);
    await waitForHydration(page);
    const mails = await messagesTo(shopUrl, shopper.email);
    await page.getByTestId('add-email-input').fill(shopper.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('verify-email').waitFor();
    await typeCode(page, await nextCode(shopUrl, shopper.email, mails));
    await page.getByTestId('missing-fields').waitFor({ state: 'detached' });
    await page.getByTestId('first-name').fill('Lata');
    await page.getByTestId('last-name').fill('Iyer');
    await page.getByTestId('save-profile').click();
    await page.waitForURL(DETAILS);
    await expect.poll(() => page.getByTestId('profile-details').textContent()).toContain('Lata Iyer');
    expect(await page.getByTestId('profile-details').textContent()).toContain(shopper.email);

    // Add an address.
    await open(page, `${shopUrl}/profile/address/`);
    await page.getByTestId('add-address').click();
    await page.getByRole('button', { name: 'SAVE ADDRESS' }).waitFor();
    await waitForHydration(page);
    await page.locator('#address-name').fill('Lata Iyer');
    await page.locator('#address-phone').fill(shopper.mobile);
    await page.locator('#address-address').fill('12 Residency Road');
    await page.locator('#address-area').fill('Shanthala Nagar');
    await page.locator('#address-pincode').fill('560001');
    await expect.poll(() => page.locator('#address-city').inputValue()).toBe('Bengaluru');
    await page.getByRole('button', { name: 'SAVE ADDRESS' }).click();
    await page.waitForURL(`${shopUrl}/profile/address/`);
    const card = page.getByTestId('address-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('560001');

    // An account opened by code has no password: it sets its first one without a current one.
    await open(page, DETAILS);
    const passwordForm = page.getByTestId('password-form');
    expect(await passwordForm.getByTestId('old-password').count()).toBe(0);
    await passwordForm.getByTestId('new-password').fill(shopper.password);
    await passwordForm.getByTestId('confirm-password').fill(shopper.password);
    await passwordForm.getByRole('button', { name: 'Set a password' }).click();
    await page.getByTestId('password-changed').waitFor();
    await expect.poll(() => passwordForm.getByTestId('old-password').count()).toBe(1);

    // Sign out: the header offers signing in, and the profile asks for it.
    await signOut(page);
    await page.goto(DETAILS);
    await page.waitForURL(`${shopUrl}/auth/login?${BACK_TO_DETAILS}`);

    // Back in by the password just set.
    await signInWithPassword(page, { email: shopper.email, password: shopper.password });
    await page.waitForURL(DETAILS);
    await page.getByTestId('account-link').waitFor();

    // Hindi: the account pages' own texts follow the language setting.
    await open(page, `${shopUrl}/setting/language/`);
    await page.locator('input[name="language"][value="hi-IN"]').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await page.context().cookies()).find(({ name }) => name === 'language')?.value)
      .toBe('hi-IN');
    await page.waitForURL(`${shopUrl}/setting/language/`);
    await open(page, DETAILS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('प्रोफ़ाइल विवरण');
    expect(await page.getByTestId('sign-out').last().textContent()).toBe('साइन आउट करें');

    // Delete the account: a reason, then the code sent to the primary mobile number.
    await page.getByTestId('delete-reason').selectOption('privacy');
    const deletionSms = await messagesTo(shopUrl, shopper.mobile);
    await page.getByTestId('delete-account').click();
    await page.getByTestId('delete-account-confirm').waitFor();
    await page.getByTestId('code-input').fill(await nextCode(shopUrl, shopper.mobile, deletionSms));
    await page.getByRole('button', { name: 'मेरा खाता हटाएँ', exact: true }).click();
    await page.waitForURL(`${shopUrl}/`);
    await page.getByTestId('sign-in-link').waitFor();

    // Signing in again is refused with the platform's message.
    await open(page, `${shopUrl}/auth/login?${BACK_TO_DETAILS}`);
    await page.getByTestId('tab-password').click();
    await page.waitForURL(/tab=password/);
    await page.getByTestId('login-username').fill(shopper.email);
    await page.getByTestId('login-password').fill(shopper.password);
    await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('auth-error').textContent())
      .toBe('This account has been deleted');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});
