import { type IdentityProvider, startIdentityProvider } from '@vitrine/identity-provider';
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitForHydration } from './support/shop';
import { type RunningShop, startShop } from './support/shop-server';
import { useBrowser } from './support/use-browser';

const GOOGLE_CLIENT = 'journey.apps.idp.test';
const FACEBOOK_APP = { id: '3000000000000003', secret: 'journey-app-secret' };

const browser = useBrowser();
let idp: IdentityProvider;
let platform: TestPlatform;
let shop: RunningShop;

beforeAll(async () => {
  idp = await startIdentityProvider({ googleClientIds: [GOOGLE_CLIENT], facebookApps: [FACEBOOK_APP] });
  // The platform runs here, apart from the storefront (PLATFORM_URL), so the journey can delete an account.
  platform = await startTestPlatform({
    products: 20,
    config: {
      social: {
        google: { clientId: GOOGLE_CLIENT, issuers: [idp.url], jwksUrl: `${idp.url}/oauth2/v3/certs` },
        facebook: { appId: FACEBOOK_APP.id, appSecret: FACEBOOK_APP.secret, graphUrl: idp.url },
      },
    },
  });
  shop = await startShop({
    env: {
      PLATFORM_URL: platform.baseUrl,
      GOOGLE_CLIENT_SCRIPT_URL: `${idp.url}/gsi/client`,
      FACEBOOK_SDK_URL: `${idp.url}/en_US/sdk.js`,
    },
  });
});
afterAll(async () => {
  await shop?.stop();
  await platform?.close();
  await idp?.close();
});
beforeEach(async () => {
  await browser().context.clearCookies();
});

async function openSignIn(page: Page, redirectUrl = '/brands/') {
  await page.goto(`${shop.baseUrl}/auth/login?redirectUrl=${encodeURIComponent(redirectUrl)}`);
  await waitForHydration(page);
  await page.getByTestId('social-sign-in').waitFor();
}

/** Presses a provider's button and, in its popup, the person (or Cancel). */
async function choose(page: Page, button: string, choice: RegExp | 'Cancel') {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const dialog = await popup;
  await dialog.getByRole('button', { name: choice }).click();
}

const accountName = (page: Page) => page.getByTestId('account-link').getAttribute('aria-label');

describe('social sign-in through the local identity provider', () => {
  it('opens a new account with the Google-style provider and asks the shopper to complete the profile', async () => {
    const { page } = browser();
    await openSignIn(page);
    await choose(page, 'Continue with Google', /Meera Iyer/);
    await page.waitForURL(/\/auth\/edit-profile\?redirectUrl=%2Fbrands%2F$/);
    await page.goto(`${shop.baseUrl}/`);
    await expect.poll(() => accountName(page)).toBe('Account of Meera');
  });

  it('signs an existing shopper in with the Facebook-style provider, back where they were', async () => {
    const { page } = browser();
    await openSignIn(page);
    await choose(page, 'Continue with Facebook', /Asha Rao/);
    await page.waitForURL(`${shop.baseUrl}/brands/`);
    await expect.poll(() => accountName(page)).toBe('Account of Asha');
  });

  it('says so when the shopper cancels the Facebook-style login', async () => {
    const { page } = browser();
    await openSignIn(page);
    await choose(page, 'Continue with Facebook', 'Cancel');
    await expect
      .poll(() => page.getByTestId('social-error').textContent())
      .toBe('User cancelled login or did not fully authorize');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  it('says the Facebook-style SDK did not load when it has not arrived after 8 s', async () => {
    const { page } = browser();
    const sdk = `${idp.url}/en_US/sdk.js`;
    // As an unreachable provider or a blocker would: the script never arrives.
    await page.route(sdk, (route) => route.abort());
    try {
      await openSignIn(page);
      await expect
        .poll(() => page.getByTestId('social-error').textContent(), { timeout: 30_000 })
        .toBe('Error loading facebook sdk');
    } finally {
      await page.unroute(sdk);
    }
  });

  it('sends a deleted account to account-locked', async () => {
    const { page } = browser();
    await openSignIn(page);
    await choose(page, 'Continue with Google', /Kabir Das/);
    await page.waitForURL(/\/auth\/edit-profile/);
    await platform.platform.services.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('username', '=', 'kabir.das@idp.test')
      .execute();
    await browser().context.clearCookies();

    await openSignIn(page);
    await choose(page, 'Continue with Facebook', /Kabir Das/);
    await page.waitForURL(`${shop.baseUrl}/auth/account-locked`);
    await expect
      .poll(() => page.getByTestId('account-locked').textContent())
      .toContain('Your account is locked');
  });
});
