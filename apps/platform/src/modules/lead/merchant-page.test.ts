import { PRODUCT_REQUEST_NAMESPACE } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER_PASSWORD, startTestPlatform, type TestPlatform } from '../../testing/harness';
import { sessionCookie } from '../editor/test-client';
import { officialClients, signIn } from '../user/test-clients';
import { LEADS_PATH } from './merchant-page';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(16, 3),
]);

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

describe('the merchant’s leads page', () => {
  it('is only for a signed-in merchant', async () => {
    const answer = await fetch(`${platform.baseUrl}${LEADS_PATH}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/editor/');
  });

  it('lists contact messages, form submissions and product requests, with their photos, escaped', async () => {
    const visitor = officialClients(platform).v3;
    await visitor.lead.createTicket({
      body: {
        category: 'contact-us',
        content: { title: 'Contact request', description: 'Hi <script>alert(1)</script>' },
        _custom_json: {
          comms_details: { name: 'Meera Iyer', email: 'meera@example.com', phone: '9876543210' },
        },
      },
    });
    await visitor.lead.submitCustomForm({
      slug: 'bulk-enquiry',
      body: {
        response: [
          { key: 'company', value: 'Sunrise Events' },
          { key: 'email', value: 'orders@sunrise.test' },
          { key: 'phone', value: '9876543210' },
          { key: 'quantity', value: '40' },
          { key: 'category', value: 'footwear' },
          { key: 'delivery', value: 'single' },
        ],
      },
    });
    const asha = officialClients(
      platform,
      (await signIn(platform, 'asha@vitrine.test', DEMO_SHOPPER_PASSWORD)).cookie,
    ).v3;
    const photo = await asha.fileStorage.upload({
      data: PNG,
      file_name: 'kurta.png',
      content_type: 'image/png',
      namespace: PRODUCT_REQUEST_NAMESPACE,
      size: PNG.length,
    });
    await asha.lead.createTicket({
      body: {
        category: 'product-request',
        content: {
          title: 'Product request',
          description: 'Sage linen kurta',
          attachments: [{ type: 'image', display: 'kurta.png', value: photo.cdn.url }],
        },
      },
    });

    const cookie = await sessionCookie(platform.baseUrl, platform.platform.services.config.editorToken);
    const page = await fetch(`${platform.baseUrl}${LEADS_PATH}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = await page.text();
    expect(text).toContain('Meera Iyer · meera@example.com · 9876543210');
    expect(text).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('Bulk order enquiry');
    expect(text).toContain('Company name: Sunrise Events');
    expect(text).toContain('Product request');
    const image = /<img src="([^"]+)"/.exec(text)?.[1]?.replaceAll('&amp;', '&');
    expect(image).toContain('signature=');
    const served = await fetch(image as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('still shows when a lead names a file by a path rather than a full address', async () => {
    // A visitor chooses attachment values freely: a bare path must not break the page for every lead.
    const path = `/files/${PRODUCT_REQUEST_NAMESPACE}/0123456789abcdef01234567/a.png`;
    await officialClients(platform).v3.lead.createTicket({
      body: {
        category: 'contact-us',
        content: {
          title: 'Contact request',
          description: 'A path',
          attachments: [{ type: 'image', value: path }],
        },
        _custom_json: { comms_details: { name: 'Meera', email: 'meera@example.com', phone: '9876543210' } },
      },
    });
    const cookie = await sessionCookie(platform.baseUrl, platform.platform.services.config.editorToken);
    const page = await fetch(`${platform.baseUrl}${LEADS_PATH}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const href = /<a href="([^"]+0123456789abcdef01234567[^"]+)"/.exec(await page.text())?.[1];
    expect(href?.replaceAll('&amp;', '&')).toMatch(
      new RegExp(`^${platform.baseUrl}${path}\\?expires=\\d+&signature=`),
    );
  });
});
