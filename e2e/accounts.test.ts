import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import {
  editorStandIn,
  previewFrame,
  sectionEvent,
  sectionNames,
  sendToFrame,
} from './support/editor-stand-in';
import { ASHA, RAVI, select, signIn, signInWithPassword } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const SALE = '/sections/summer-sale';

const headings = (page: Page) => page.locator(`${select.section} h2`).allTextContents();

describe('shopper accounts and what they change on the page', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('shows visitors and signed-in shoppers the sections meant for each, and signs out again', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}${SALE}`);
    expect(await headings(page)).toContain('Members get early access');
    expect(await headings(page)).not.toContain('Your early access is on');

    await signIn(page, ASHA);
    await page.waitForURL(`${shopUrl}${SALE}`);
    await page.getByText('Your early access is on').waitFor();
    expect(await headings(page)).not.toContain('Members get early access');
    expect(await page.getByTestId('account-link').getAttribute('aria-label')).toBe('Account of Asha');
    const session = (await browser().context.cookies()).find((cookie) => cookie.name === 'f.session');
    expect(session?.httpOnly).toBe(true);

    await page.getByTestId('account-link').click();
    await page.waitForURL(/\/profile\/details\/$/);
    await expect.poll(() => page.getByTestId('profile-details').textContent()).toContain('asha@vitrine.test');
    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${shopUrl}/`);
    await page.getByTestId('sign-in-link').waitFor();
    await page.goto(`${shopUrl}${SALE}`);
    expect(await headings(page)).toContain('Members get early access');
  });

  it('keeps the visitor on the sign-in form with the platform’s message when the password is wrong', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await signIn(page, { ...ASHA, password: 'not-the-password1!' });
    await expect
      .poll(() => page.getByTestId('auth-error').textContent())
      .toBe('Incorrect username or password');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await page.getByTestId('login-username').inputValue()).toBe(ASHA.email);
  });

  it('asks a shopper without a mobile number to complete the profile once, softly, then lets them go on', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}${SALE}`);
    await signIn(page, RAVI);
    await page.waitForURL(/\/auth\/edit-profile\?redirectUrl=%2Fsections%2Fsummer-sale$/);
    await expect
      .poll(() => page.getByTestId('missing-fields').textContent())
      .toContain('a verified mobile number');
    await page.getByTestId('skip-profile').click();
    await page.waitForURL(`${shopUrl}${SALE}`);
    await page.getByText('Your early access is on').waitFor();
    // Dismissed: other pages no longer ask.
    await page.goto(`${shopUrl}/brands/`);
    expect(new URL(page.url()).pathname).toBe('/brands/');
  });

  it('sends visitors to sign in from signed-in pages, and signed-in shoppers away from sign-in', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/profile/details/`);
    expect(page.url()).toBe(`${shopUrl}/auth/login?redirectUrl=%2Fprofile%2Fdetails%2F`);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${shopUrl}/profile/details/`);
    await page.goto(`${shopUrl}/auth/login`);
    expect(page.url()).toBe(`${shopUrl}/`);
    // A redirectUrl pointing at another site is not followed.
    await browser().context.clearCookies();
    await page.goto(`${shopUrl}/auth/login?redirectUrl=${encodeURIComponent('//evil.example/')}`);
    await signInWithPassword(page, ASHA);
    await page.waitForURL(`${shopUrl}/`);
  });

  it('previews a page in the editor frame as the person previewing would see it, signed in or not', async () => {
    const { page } = browser();
    await page.route(`${shopUrl}/audience-stand-in`, (route) =>
      route.fulfill({ contentType: 'text/html', body: editorStandIn('/?isEdit=true') }),
    );
    const sections = [
      { name: 'rich-text', props: { heading: { value: 'Everyone' } } },
      {
        name: 'faq',
        props: { title: { value: 'Members only' } },
        predicate: { user: { authenticated: true, anonymous: false } },
      },
      {
        name: 'newsletter',
        props: { title: { value: 'Visitors only' } },
        predicate: { user: { authenticated: false, anonymous: true } },
      },
    ];
    const previewed = async () => {
      await page.goto(`${shopUrl}/audience-stand-in`);
      const frame = await previewFrame(page);
      await frame.waitForLoadState('load');
      await frame.waitForFunction(() => document.documentElement.dataset.editorFrame === 'connected');
      await sendToFrame(page, sectionEvent('update', sections), shopUrl);
      await frame.waitForFunction(
        () => document.querySelector('[data-section="rich-text"] h2')?.textContent === 'Everyone',
      );
      return sectionNames(frame);
    };
    expect(await previewed()).toEqual(['rich-text', 'newsletter']);
    await page.goto(`${shopUrl}/`);
    await signIn(page, ASHA);
    await page.waitForURL(`${shopUrl}/`);
    expect(await previewed()).toEqual(['rich-text', 'faq']);
  });
});
