import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messagesTo, nextCode, typeCode } from './support/outbox';
import { waitForHydration } from './support/shop';
import { type RunningShop, startShop } from './support/shop-server';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

/** This shop insists on a verified mobile number (hard) and asks for no e-mail. */
const HARD_MOBILE = {
  required_fields: {
    email: { is_required: false, level: 'hard' },
    mobile: { is_required: true, level: 'hard' },
  },
};

describe('a shop that insists on a verified mobile number', () => {
  let platform: TestPlatform;
  let shop: RunningShop;
  beforeAll(async () => {
    platform = await startTestPlatform({ products: 20, config: { devOutbox: true } });
    await sql`UPDATE applications
      SET settings = jsonb_set(settings, '{user_platform}', ${JSON.stringify(HARD_MOBILE)}::jsonb)`.execute(
      platform.platform.services.db,
    );
    shop = await startShop({ env: { PLATFORM_URL: platform.baseUrl } });
  });
  afterAll(async () => {
    await shop?.stop();
    await platform?.close();
  });
  beforeEach(async () => {
    await browser().context.clearCookies();
    // Each run starts with Ravi as seeded: no mobile number.
    await sql`UPDATE users SET phone_numbers = '[]'::jsonb WHERE username = 'ravi@vitrine.test'`.execute(
      platform.platform.services.db,
    );
  });

  it.each([
    { name: 'desktop', width: 1280, height: 900, mobile: '9811100001' },
    { name: 'a 390 px phone', width: 390, height: 844, mobile: '9811100002' },
  ])('lets a shopper without one add and verify it on edit-profile, then go on ($name)', async (screen) => {
    const { page } = browser();
    await page.setViewportSize({ width: screen.width, height: screen.height });
    // Ravi has no mobile number: signing in puts him on edit-profile, with no way to skip it.
    await page.goto(`${shop.baseUrl}/auth/login?redirectUrl=%2Fcollections%2F&tab=password`);
    await waitForHydration(page);
    await page.getByTestId('login-username').fill('ravi@vitrine.test');
    await page.getByTestId('login-password').fill('Shopper#2024');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/edit-profile\?redirectUrl=%2Fcollections(%2F)?$/);
    await expect
      .poll(() => page.getByTestId('missing-fields').textContent())
      .toContain('needs a verified mobile number');
    expect(await page.getByTestId('skip-profile').count()).toBe(0);
    await page.goto(`${shop.baseUrl}/brands/`);
    expect(new URL(page.url()).pathname).toBe('/auth/edit-profile');

    await waitForHydration(page);
    const sms = await messagesTo(shop.baseUrl, screen.mobile);
    await page.getByTestId('add-mobile-input').fill(screen.mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('verify-mobile').waitFor();
    await typeCode(page, await nextCode(shop.baseUrl, screen.mobile, sms));
    await page.getByTestId('missing-fields').waitFor({ state: 'detached' });
    await page.getByTestId('save-profile').click();
    await page.waitForURL(/\/brands\/?$/);
    await page.goto(`${shop.baseUrl}/profile/phone/`);
    const entry = page.getByTestId('contact-entry').filter({ hasText: screen.mobile });
    await expect.poll(() => entry.textContent()).toContain('Verified');
  });
});
