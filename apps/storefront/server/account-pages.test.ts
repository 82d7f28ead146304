import { execSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createServer, type StorefrontServer } from './app';

/** A browser without JavaScript: plain GETs and form posts, cookies kept, redirects not followed. */
function plainBrowser(shop: string) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || attributes.some((a) => /max-age=0/i.test(a.trim()))) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    jar,
    get: (url: string) =>
      fetch(new URL(url, shop), { redirect: 'manual', headers: { cookie: cookie() } }).then(keep),
    post: (url: string, fields: Record<string, string>) =>
      fetch(new URL(url, shop), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }).then(keep),
  };
}

const location = (response: Response) => response.headers.get('location');

beforeAll(() => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) {
    execSync('npx react-router build', { cwd: path.dirname(BUILD_DIR), stdio: 'inherit' });
  }
});

describe('account pages, with and without a session, as plain HTML forms', () => {
  let platform: TestPlatform;
  let storefront: StorefrontServer;
  let server: http.Server;
  let shop = '';
  beforeAll(async () => {
    platform = await startTestPlatform({ products: 0, config: { devOutbox: true } });
    storefront = await createServer({
      applicationId: platform.applicationId,
      applicationToken: platform.applicationToken,
      platform: platform.platform,
      mode: 'production',
    });
    server = serve({ fetch: storefront.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    shop = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await storefront?.close();
    await platform?.close();
  });

  async function signedInAsha() {
    const browser = plainBrowser(shop);
    const answer = await browser.post('/auth/login?tab=password', {
      intent: 'password',
      username: 'asha@vitrine.test',
      password: DEMO_SHOPPER_PASSWORD,
    });
    expect(answer.status).toBe(302);
    expect(browser.jar.has('f.session')).toBe(true);
    return browser;
  }

  it('sends visitors from every profile page to sign in, with the full path to come back to', async () => {
    const visitor = plainBrowser(shop);
    for (const page of ['/profile', '/profile/details/', '/profile/orders/', '/profile/anything?x=1']) {
      const answer = await visitor.get(page);
      expect(answer.status, page).toBe(302);
      expect(location(answer), page).toBe(`/auth/login?redirectUrl=${encodeURIComponent(page)}`);
    }
  });

  it('lands /profile on the tabs and any unknown profile path on the details', async () => {
    const asha = await signedInAsha();
    expect(location(await asha.get('/profile'))).toBe('/profile/profile-tabs/');
    expect(location(await asha.get('/profile/no-such-page/'))).toBe('/profile/details/');
    const tabs = await asha.get('/profile/profile-tabs/');
    expect(tabs.status).toBe(200);
    const html = await tabs.text();
    for (const link of ['/wishlist/', '/profile/orders/', '/profile/address/', '/profile/details/']) {
      expect(html).toContain(`href="${link}"`);
    }
  });

  it('shows the saved cards page, empty before any card is saved', async () => {
    const answer = await (await signedInAsha()).get('/profile/my-cards/');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('data-testid="no-saved-cards"');
  });

  it('shows the order history, and an unknown shipment as not found', async () => {
    const asha = await signedInAsha();
    const orders = await asha.get('/profile/orders/');
    expect(orders.status).toBe(200);
    const html = await orders.text();
    expect(html).toContain('data-testid="orders-page"');
    const unknown = await asha.get('/profile/orders/shipment/16000000001/');
    expect(unknown.status).toBe(404);
  });

  it('sends signed-in shoppers away from the guest-only screens, and keeps account pages out of every cache', async () => {
    const asha = await signedInAsha();
    for (const page of ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/set-password']) {
      const answer = await asha.get(page);
      expect(answer.status, page).toBe(302);
      expect(location(answer), page).toBe('/');
    }
    for (const page of ['/profile/details/', '/profile/phone/', '/profile/email/', '/auth/edit-profile']) {
      const answer = await asha.get(page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('cache-control'), page).toBe('private, no-store');
    }
    const visitor = plainBrowser(shop);
    for (const page of [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/verify-email-link',
    ]) {
      const answer = await visitor.get(page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('cache-control'), page).toBe('private, no-store');
    }
  });

  it('saves profile details from a plain form post and shows them', async () => {
    const asha = await signedInAsha();
    const saved = await asha.post('/profile/details/?index', {
      first_name: 'Asha',
      last_name: 'Rao-Menon',
      gender: 'female',
      dob: '1990-04-12',
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Your details are saved.');
    const page = await (await asha.get('/profile/details/')).text();
    expect(page).toContain('Asha Rao-Menon');
    expect(page).toContain('value="1990-04-12"');
    const refused = await asha.post('/profile/details/', {
      first_name: '<script>',
      last_name: '',
      gender: 'female',
      dob: '',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('First name may use only letters');
  });

  /**
   * The newest code the dev outbox page shows for a recipient (a mobile number matches by its last digits). The
   * platform sends after it answers, so the message may land a moment after the form post returns.
   */
  async function latestCode(recipient: string): Promise<string> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const page = await (await fetch(`${shop}/_dev/outbox`)).text();
      for (const [tag] of page.matchAll(/<article class="message"[^>]*>/g)) {
        const to = /data-to="([^"]*)"/.exec(tag)?.[1] ?? '';
        const code = /data-code="(\d*)"/.exec(tag)?.[1];
        if (code && (to === recipient || to.endsWith(recipient))) return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code for ${recipient}`);
  }

  it('signs a new shopper up by phone code without JavaScript, then holds them on edit-profile', async () => {
    const visitor = plainBrowser(shop);
    const mobile = '9876500011';
    const sent = await visitor.post('/auth/login?redirectUrl=%2Fbrands%2F', { intent: 'send-code', mobile });
    expect(sent.status).toBe(302);
    expect(location(sent)).toBe('/auth/login?redirectUrl=%2Fbrands%2F');
    const codeStep = await (await visitor.get('/auth/login?redirectUrl=%2Fbrands%2F')).text();
    expect(codeStep).toContain('data-testid="code-form"');
    expect(codeStep).toContain(`+91 ${mobile}`);

    const wrong = await visitor.post('/auth/login?redirectUrl=%2Fbrands%2F', {
      intent: 'verify',
      otp: '000000',
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(visitor.jar.has('f.session')).toBe(false);

    const verified = await visitor.post('/auth/login?redirectUrl=%2Fbrands%2F', {
      intent: 'verify',
      otp: await latestCode(mobile),
    });
    expect(verified.status).toBe(302);
    expect(location(verified)).toBe('/auth/edit-profile?redirectUrl=%2Fbrands%2F');
    expect(visitor.jar.has('f.session')).toBe(true);
    expect(visitor.jar.has('vitrine.code')).toBe(false);

    // The demo shop insists on a verified e-mail: the shop keeps sending the shopper back until it is added.
    expect(location(await visitor.get('/brands/'))).toBe('/auth/edit-profile?redirectUrl=%2Fbrands%2F');
  });

  it('adds the e-mail the shop insists on by code from plain form posts, then lets the shopper go on', async () => {
    const visitor = plainBrowser(shop);
    const mobile = '9876500012';
    await visitor.post('/auth/login', { intent: 'send-code', mobile });
    await visitor.post('/auth/login', { intent: 'verify', otp: await latestCode(mobile) });
    const screen = '/auth/edit-profile?redirectUrl=%2Fbrands%2F';
    expect(await (await visitor.get(screen)).text()).toContain('data-testid="add-email"');

    const email = 'plain-form@vitrine.test';
    const asked = await visitor.post(screen, { intent: 'add-email', email });
    expect(location(asked)).toBe(screen);
    expect(await (await visitor.get(screen)).text()).toContain(email);
    const wrong = await visitor.post(screen, { intent: 'verify', otp: '000000' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    const added = await visitor.post(screen, { intent: 'verify', otp: await latestCode(email) });
    expect(location(added)).toBe(screen);
    expect(await (await visitor.get(screen)).text()).not.toContain('data-testid="missing-fields"');

    const saved = await visitor.post(screen, {
      intent: 'save',
      first_name: 'Plain',
      last_name: 'Form',
      gender: '',
    });
    expect(location(saved)).toBe('/brands/');
    expect((await visitor.get('/brands/')).status).toBe(200);
    const details = await (await visitor.get('/profile/details/')).text();
    expect(details).toContain('Plain Form');
    expect(details).toContain(email);
  });

  /** A shopper opened by phone code, with the e-mail the demo shop insists on added by code: no password yet. */
  async function newShopperByCode(mobile: string, email: string) {
    const visitor = plainBrowser(shop);
    await visitor.post('/auth/login', { intent: 'send-code', mobile });
    await visitor.post('/auth/login', { intent: 'verify', otp: await latestCode(mobile) });
    await visitor.post('/auth/edit-profile', { intent: 'add-email', email });
    await visitor.post('/auth/edit-profile', { intent: 'verify', otp: await latestCode(email) });
    expect((await visitor.get('/profile/details/')).status).toBe(200);
    return visitor;
  }

  it('sets a first password on an account opened by code, then changes it only with the current one', async () => {
    const email = 'password-change@vitrine.test';
    const shopper = await newShopperByCode('9876500013', email);
    const before = await (await shopper.get('/profile/details/')).text();
    expect(before).toContain('Set a password');
    expect(before).not.toContain('name="old_password"');

    const weak = await shopper.post('/profile/details/', {
      intent: 'change-password',
      password: 'password',
      confirm_password: 'password',
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Password must be at least 8 characters');
    const first = await shopper.post('/profile/details/', {
      intent: 'change-password',
      password: 'First#Pass1',
      confirm_password: 'First#Pass1',
    });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Your password is changed.');

    const after = await (await shopper.get('/profile/details/')).text();
    expect(after).toContain('Change password');
    expect(after).toContain('name="old_password"');
    const wrongOld = await shopper.post('/profile/details/', {
      intent: 'change-password',
      old_password: 'Wrong#Pass1',
      password: 'Second#Pass2',
      confirm_password: 'Second#Pass2',
    });
    expect(wrongOld.status).toBe(401);
    expect(await wrongOld.text()).toContain('Old password is incorrect');
    const changed = await shopper.post('/profile/details/', {
      intent: 'change-password',
      old_password: 'First#Pass1',
      password: 'Second#Pass2',
      confirm_password: 'Second#Pass2',
    });
    expect(changed.status).toBe(200);

    const elsewhere = plainBrowser(shop);
    const signedIn = await elsewhere.post('/auth/login?tab=password', {
      intent: 'password',
      username: email,
      password: 'Second#Pass2',
    });
    expect(signedIn.status).toBe(302);
  });

  it('deletes the account with the code sent to its primary number, signs out and refuses it afterwards', async () => {
    const mobile = '9876500014';
    const email = 'leaving@vitrine.test';
    const shopper = await newShopperByCode(mobile, email);
    await shopper.post('/profile/details/', {
      intent: 'change-password',
      password: 'Leaving#2026',
      confirm_password: 'Leaving#2026',
    });

    const noReason = await shopper.post('/profile/details/', { intent: 'delete-start' });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain('Choose why you are leaving');
    const started = await shopper.post('/profile/details/', { intent: 'delete-start', reason_id: 'privacy' });
    expect(location(started)).toBe('/profile/details/');
    const confirm = await (await shopper.get('/profile/details/')).text();
    expect(confirm).toContain('data-testid="delete-account-confirm"');
    expect(confirm).toContain(`+91 ${mobile}`);

    const wrong = await shopper.post('/profile/details/', { intent: 'verify', otp: '000000' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(await wrong.text()).toContain('data-testid="auth-error"');
    expect((await shopper.get('/profile/details/')).status).toBe(200);

    const deleted = await shopper.post('/profile/details/', {
      intent: 'verify',
      otp: await latestCode(mobile),
    });
    expect(deleted.status).toBe(302);
    expect(location(deleted)).toBe('/');
    expect(shopper.jar.has('f.session')).toBe(false);
    expect(location(await shopper.get('/profile/details/'))).toBe(
      '/auth/login?redirectUrl=%2Fprofile%2Fdetails%2F',
    );

    const again = await plainBrowser(shop).post('/auth/login?tab=password', {
      intent: 'password',
      username: email,
      password: 'Leaving#2026',
    });
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('This account has been deleted');
  });
});
