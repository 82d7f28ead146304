import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { ASHA, signIn, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const editorToken = inject('editorToken');
const browser = useBrowser();

/** A real 1×1 PNG, so the browser can draw it back. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BRIEF = Buffer.from('%PDF-1.4\n% a design brief\n%%EOF\n');

/** The merchant signs in to the theme editor and opens the leads page. */
async function merchantLeads(page: Page): Promise<string> {
  await page.goto(`${shopUrl}/editor/`);
  await page.getByLabel('Editor token').fill(editorToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${shopUrl}/editor/`);
  await page.goto(`${shopUrl}/editor/leads`);
  await page.getByRole('heading', { name: 'Leads' }).waitFor();
  return (await page.locator('body').textContent()) ?? '';
}

describe('leads', () => {
  beforeEach(async () => {
    await browser().context.clearCookies();
  });

  it('sends the contact form and the merchant sees the lead', async () => {
    const { page } = browser();
    const comment = `Do you ship to Goa? ${Date.now()}`;
    await page.goto(`${shopUrl}/contact-us/`);
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Meera Iyer');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByTestId('auth-error').textContent())
      .toBe('name, email, phone and comment is required');

    await page.getByLabel('E-mail').fill('meera@example.com');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('Comment').fill(comment);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('contact-sent').waitFor();
    expect(await page.getByTestId('contact-sent').textContent()).toContain('Your message has reached us');

    const leads = await merchantLeads(page);
    expect(leads).toContain(comment);
    expect(leads).toContain('Meera Iyer · meera@example.com · 9876543210');
  });

  it('submits a custom form with a file, after fixing what the server refused', async () => {
    const { page } = browser();
    const company = `Sunrise Events ${Date.now()}`;
    await page.goto(`${shopUrl}/form/bulk-enquiry`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bulk order enquiry');
    await page.getByLabel('Company name *').fill(company);
    await page.getByLabel('E-mail *').fill('not-an-address');
    await page.getByLabel('Mobile number *').fill('9876543210');
    await page.getByLabel('Quantity *').fill('120');
    await page.getByLabel('Category *').selectOption('apparel');
    await page.getByLabel('One shipment').check();
    await page.getByLabel('Custom branding').check();
    await page.getByLabel('Design brief (image or PDF)').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: BRIEF,
    });
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect
      .poll(() => page.getByTestId('error-email').textContent())
      .toBe('E-mail must be an e-mail address');
    // What was typed stays.
    expect(await page.getByLabel('Company name *').inputValue()).toBe(company);

    await page.getByLabel('E-mail *').fill('orders@sunrise.test');
    await page.getByLabel('Design brief (image or PDF)').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: BRIEF,
    });
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByTestId('form-sent').waitFor();
    expect(await page.getByTestId('form-sent').textContent()).toContain(
      'Thank you! We will get back to you within two working days.',
    );

    const leads = await merchantLeads(page);
    expect(leads).toContain(`Company name: ${company}`);
    const row = page.locator('tr', { hasText: company });
    const brief = row.getByRole('link', { name: 'Design brief (image or PDF)' });
    const href = await brief.getAttribute('href');
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toBe('attachment; filename="brief.pdf"');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
  });

  it('requests a product with a photo', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/profile/product-request/`);
    await page.waitForURL(/\/auth\/login\?redirectUrl=/);
    await page.goto(`${shopUrl}/`);
    await signIn(page, ASHA);
    await page.waitForURL(`${shopUrl}/`);
    await page.goto(`${shopUrl}/profile/product-request/`);
    await waitForHydration(page);
    const description = `Sage linen kurta ${Date.now()}`;
    await page.getByLabel('What are you looking for? *').fill(description);
    await page.getByLabel('Brand').fill('Vitrine');
    await page.getByLabel('Size 1').fill('M');
    await page.getByLabel('Quantity 1').fill('2');
    await page
      .getByLabel('Photos')
      .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('product-request-sent').waitFor();
    const photo = page.getByRole('img', { name: 'What you sent' });
    expect(await photo.getAttribute('src')).toMatch(
      /\/files\/application-product-request-images\/.*signature=/,
    );
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);

    const leads = await merchantLeads(page);
    expect(leads).toContain(description);
    expect(leads).toContain('Product request: Vitrine');
  });
});
