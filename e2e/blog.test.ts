import { describe, expect, inject, it } from 'vitest';
import { waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

describe('reading the journal', () => {
  it('home → a post of the journal section → the post, with its title', async () => {
    const { page } = browser();
    await page.goto(`${shopUrl}/`);
    await waitForHydration(page);
    const card = page.locator('[data-section="blog-posts"] a.blog-card').first();
    const title = ((await card.locator('.blog-card__title').textContent()) ?? '').trim();
    expect(title).not.toBe('');
    const href = await card.getAttribute('href');
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByTestId('blog-body').textContent()).not.toBe('');
    // Back to the list through the breadcrumb, and on to a tag's posts.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/blog/');
    await page.getByTestId('blog-list').waitFor();
    expect(await page.locator('[data-testid="blog-list"] a.blog-card').count()).toBeGreaterThan(1);
  });
});
