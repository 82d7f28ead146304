import { editorClient, sessionCookie } from '@vitrine/platform/testing/editor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainBrowser as browserWithoutScript } from './plain-browser';
import { signInShopper, startTestShop, type TestShop } from './test-shop';

const ORIGIN = 'http://shop.test';
const PAGES = ['/profile/refer-earn/', '/profile/refer-earn-credit/'];

let test: TestShop;
let ashaSession: string;

const plainBrowser = (cookies: Record<string, string> = {}) =>
  browserWithoutScript(test.shop, ORIGIN, cookies);
const asAsha = () => {
  const [name, value] = ashaSession.split('=');
  return plainBrowser({ [name]: value });
};
const location = (response: Response) => response.headers.get('location');
const codeIn = (html: string) => /data-testid="referral-code">([A-Z0-9]+)</.exec(html)?.[1];

beforeAll(async () => {
  test = await startTestShop({ products: 5 });
  ashaSession = await signInShopper(test.shop, ORIGIN, 'asha@vitrine.test');
}, 120_000);
afterAll(async () => {
  await test?.close();
});

describe('the rewards pages, without JavaScript', () => {
  it('send visitors to sign in first', async () => {
    for (const page of PAGES) {
      const answer = await plainBrowser().get(page);
      expect(answer.status, page).toBe(302);
      expect(location(answer), page).toBe(`/auth/login?redirectUrl=${encodeURIComponent(page)}`);
    }
  });

  it('show the shopper’s code, the signup offer and the rules, and refuse their own code', async () => {
    const html = await (await asAsha().get(PAGES[0])).text();
    const code = codeIn(html);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(html).toContain('data-testid="signup-offer"');
    expect(html).toContain('Sign up and get 50 reward points');
    expect(html).toContain('data-testid="referral-rules"');
    expect(codeIn(await (await asAsha().get(PAGES[0])).text())).toBe(code);
    const refused = await asAsha().post(PAGES[0], { referral_code: code as string });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('You cannot redeem your own referral code');
  });

  it('list the points history with the balance', async () => {
    const answer = await asAsha().get(PAGES[1]);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('data-testid="points-history"');
    expect(html).toContain('Signup points');
    expect(html).not.toContain('data-testid="points-load-more"');
  });

  it('go home while the theme turns the cart off (spec §2)', async () => {
    const { baseUrl } = test.platform;
    const editor = editorClient(
      baseUrl,
      await sessionCookie(baseUrl, test.platform.platform.services.config.editorToken),
    );
    expect((await editor.put('api/globals', { disable_cart: true })).status).toBe(200);
    try {
      for (const page of PAGES) expect(location(await asAsha().get(page)), page).toBe('/');
    } finally {
      expect((await editor.put('api/globals', { disable_cart: false })).status).toBe(200);
    }
  });
});
