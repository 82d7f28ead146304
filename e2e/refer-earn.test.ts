import { beforeEach, describe, expect, inject, it } from 'vitest';
import { ASHA, signIn, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

describe('refer and earn', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('sends a visitor to sign in first', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/profile/refer-earn/`);
    await page.waitForURL(/\/auth\/login\?redirectUrl=/);
  });

  it('shows a shopper their referral code, the offer and rules, refuses their own code, and their points history', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await signIn(page, ASHA);
    await page.waitForURL(`${shopUrl}/`);
    await page.goto(`${shopUrl}/profile/refer-earn/`);
    await waitForHydration(page);
    const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await page.getByTestId('signup-offer').textContent()).toContain(
      'Sign up and get 50 reward points',
    );
    expect(await page.getByTestId('referral-rules').textContent()).toContain('Invite a friend');
    const balance = Number(await page.getByTestId('points-balance').textContent());
    expect(balance).toBeGreaterThanOrEqual(50);

    // The same code again on a second visit; their own code is refused with the platform's reason.
    await page.reload();
    expect((await page.getByTestId('referral-code').textContent())?.trim()).toBe(code);
    const form = page.getByTestId('redeem-referral-form');
    if ((await form.count()) > 0) {
      await waitForHydration(page);
      await form.getByRole('textbox').fill(code);
      await form.getByRole('button', { name: 'Redeem' }).click();
      await expect
        .poll(() => page.getByTestId('redeem-error').textContent())
        .toBe('You cannot redeem your own referral code');
    }

    await page.getByRole('link', { name: 'See history' }).click();
    await page.waitForURL(`${shopUrl}/profile/refer-earn-credit/`);
    await page.getByTestId('refer-earn-credit').waitFor();
    expect(Number(await page.getByTestId('points-balance').textContent())).toBe(balance);
    const entries = await page.getByTestId('points-entry').allTextContents();
    expect(entries.some((entry) => entry.includes('Signup points') && entry.includes('+50'))).toBe(true);
  });
});
