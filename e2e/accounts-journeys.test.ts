import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { messagesTo, nextCode, nextLink, typeCode } from './support/outbox';
import { ASHA, signIn, signInWithPassword, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const screens = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'a 390 px phone', width: 390, height: 844 },
];

let serial = 0;
/** A mobile number and e-mail no other journey (or earlier run on this shop) has used. */
function newShopper() {
  serial += 1;
  const stamp = `${Date.now() % 1_000_000}${serial}`.padStart(7, '0').slice(-7);
  return {
    mobile: `98${stamp}1`.slice(0, 10),
    email: `shopper-${stamp}@vitrine.test`,
    password: 'Newcomer#2026',
  };
}

/** Leaves the edit-profile page the demo shop shows once (it asks softly for a mobile number). */
async function skipSoftRequest(page: Page) {
  if (new URL(page.url()).pathname !== '/auth/edit-profile') return;
  await waitForHydration(page);
  await page.getByTestId('skip-profile').click();
  await page.waitForURL((url) => url.pathname !== '/auth/edit-profile');
}

async function signOut(page: Page) {
  await page.goto(`${shopUrl}/profile/profile-tabs/`);
  await skipSoftRequest(page);
  await waitForHydration(page);
  await page.getByTestId('sign-out').last().click();
  await page.waitForURL(`${shopUrl}/`);
  await page.getByTestId('sign-in-link').waitFor();
}

/**
 * Registers with the form (e-mail and password; the code the platform sends comes from the outbox) and skips the
 * soft request for a mobile number, landing on /brands/.
 */
async function registerByForm(page: Page, shopper: { email: string; password: string }) {
  await page.goto(`${shopUrl}/auth/register?redirectUrl=%2Fbrands%2F`);
  await waitForHydration(page);
  const form = page.getByTestId('register-form');
  await form.locator('input[name="first_name"]').fill('Meera');
  await form.locator('input[name="email"]').fill(shopper.email);
  await form.locator('input[name="password"]').fill(shopper.password);
  await form.locator('input[name="confirm_password"]').fill(shopper.password);
  const seen = await messagesTo(shopUrl, shopper.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/auth\/verify-email\?redirectUrl=%2Fbrands%2F$/);
  await typeCode(page, await nextCode(shopUrl, shopper.email, seen));
  await page.waitForURL((url) => url.pathname !== '/auth/verify-email');
  await skipSoftRequest(page);
  // The guard that sent the shopper to edit-profile may name the page without its trailing slash.
  await page.waitForURL(/\/brands\/?$/);
}

describe.each(screens)('shopper accounts on $name', (screen) => {
  beforeAll(async () => {
    await browser().page.setViewportSize({ width: screen.width, height: screen.height });
  });
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('registers by a phone code, completes the profile (e-mail verified by code) and signs out', async () => {
    const { page } = browser();
    const shopper = newShopper();
    await page.goto(`${shopUrl}/auth/login?redirectUrl=%2Fbrands%2F`);
    await waitForHydration(page);
    const sms = await messagesTo(shopUrl, shopper.mobile);
    await page.getByTestId('login-mobile').fill(shopper.mobile);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByTestId('code-form').waitFor();
    expect(await page.getByTestId('code-sent-to').textContent()).toBe(`+91 ${shopper.mobile}`);
    await typeCode(page, await nextCode(shopUrl, shopper.mobile, sms));

    // A new account goes to edit-profile; the demo shop insists on a verified e-mail.
    await page.waitForURL(`${shopUrl}/auth/edit-profile?redirectUrl=%2Fbrands%2F`);
    await expect.poll(() => page.getByTestId('missing-fields').textContent()).toContain('e-mail');
    expect(await page.getByTestId('skip-profile').count()).toBe(0);
    const mails = await messagesTo(shopUrl, shopper.email);
    await page.getByTestId('add-email-input').fill(shopper.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('verify-email').waitFor();
    await typeCode(page, await nextCode(shopUrl, shopper.email, mails));
    await page.getByTestId('missing-fields').waitFor({ state: 'detached' });

    await page.getByTestId('first-name').fill('Kiran');
    await page.getByTestId('last-name').fill('Shah');
    await page.getByTestId('save-profile').click();
    await page.waitForURL(`${shopUrl}/brands/`);
    // The address bar changes a moment before the page shows the new root data.
    await expect
      .poll(() => page.getByTestId('account-link').getAttribute('aria-label'))
      .toBe('Account of Kiran');

    await page.goto(`${shopUrl}/profile/details/`);
    const details = await page.getByTestId('profile-details').textContent();
    expect(details).toContain('Kiran Shah');
    expect(details).toContain(shopper.email);
    expect(details).toContain(shopper.mobile);
    await signOut(page);
    await page.goto(`${shopUrl}/profile/details/`);
    expect(page.url()).toBe(`${shopUrl}/auth/login?redirectUrl=%2Fprofile%2Fdetails%2F`);
  });

  it('signs in by e-mail and password and lands where the shopper was', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/collections/`);
    await signIn(page, ASHA);
    await page.waitForURL(`${shopUrl}/collections/`);
    await page.goto(`${shopUrl}/profile`);
    await page.waitForURL(`${shopUrl}/profile/profile-tabs/`);
    expect(await page.getByTestId('profile-tabs').textContent()).toContain('My orders');
    await page.goto(`${shopUrl}/profile/orders/`);
    await page.getByTestId('orders-page').waitFor();
  });

  it('resets a forgotten password through the link in the outbox, then signs in with the new one', async () => {
    const { page } = browser();
    const shopper = newShopper();
    await registerByForm(page, shopper);
    await signOut(page);

    await page.goto(`${shopUrl}/auth/login?redirectUrl=%2Fcollections%2F&tab=password`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${shopUrl}/auth/forgot-password?redirectUrl=%2Fcollections%2F`);
    await waitForHydration(page);
    const mails = await messagesTo(shopUrl, shopper.email);
    await page.getByTestId('forgot-username').fill(shopper.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('reset-link-sent').waitFor();

    await page.goto(await nextLink(shopUrl, shopper.email, mails));
    await waitForHydration(page);
    const changed = 'Changed#2027';
    await page.getByTestId('new-password').fill(changed);
    await page.getByTestId('confirm-password').fill(changed);
    await page.getByRole('button', { name: 'Set password' }).click();
    // The reset link signs the shopper in.
    await page.waitForURL((url) => url.pathname !== '/auth/set-password');
    await page.getByTestId('account-link').waitFor();
    await signOut(page);

    await page.goto(`${shopUrl}/auth/login?redirectUrl=%2Fcollections%2F`);
    await signInWithPassword(page, { email: shopper.email, password: shopper.password });
    await expect.poll(() => page.getByTestId('auth-error').textContent()).toBeTruthy();
    await page.getByTestId('login-password').fill(changed);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/auth/login');
    await skipSoftRequest(page);
    await page.waitForURL(/\/collections\/?$/);
  });

  it('adds an e-mail address and verifies it by the link in the outbox', async () => {
    const { page } = browser();
    const shopper = newShopper();
    await registerByForm(page, shopper);
    const second = shopper.email.replace('@', '+work@');
    await page.goto(`${shopUrl}/profile/email/`);
    await waitForHydration(page);
    const mails = await messagesTo(shopUrl, second);
    await page.getByTestId('add-email-input').fill(second);
    await page.getByTestId('add-by-link').click();
    await page.waitForURL(/\/auth\/verify-email-link\?email=/);
    expect(await page.getByTestId('link-sent-to').textContent()).toContain(second);

    await page.goto(await nextLink(shopUrl, second, mails));
    await waitForHydration(page);
    await page.getByTestId('confirm-verification').click();
    await page.getByTestId('verified').waitFor();
    await page.goto(`${shopUrl}/profile/email/`);
    const entry = page.getByTestId('contact-entry').filter({ hasText: second });
    await expect.poll(() => entry.textContent()).toContain('Verified');
    expect(await entry.textContent()).not.toContain('Not verified');
  });
});
