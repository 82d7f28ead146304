import type { Locator, Page } from 'playwright-core';

/** Selectors the theme and kit promise (data-testid / data-section), in one place so journeys read as steps. */
export const select = {
  section: '[data-section]',
  productCard: '[data-testid="product-card"]',
  searchInput: '[data-testid="search-input"]',
  searchSuggestion: '[data-testid="search-suggestion"]',
  /** Filter values the shopper may toggle (links; a page's locked filter renders as plain text). */
  filterOption: 'a[data-testid="filter-option"]',
  sortSelect: '[data-testid="sort-select"]',
  listingCount: '[data-testid="listing-count"]',
  listingEnd: '[data-testid="listing-end"]',
  productName: '[data-testid="product-name"]',
  /** Sizes in stock (out-of-stock sizes are marked aria-disabled). */
  sizeButton: '[data-testid="size-button"]:not([aria-disabled="true"])',
  pincodeInput: '[data-testid="pincode-input"]',
  pincodeButton: '[data-testid="pincode-submit"]',
  pincodeResult: '[data-testid="pincode-result"]',
};

export function productCards(page: Page): Locator {
  return page.locator(select.productCard);
}

/** Waits until the listing shows more than `count` product cards. */
export async function waitForMoreCards(page: Page, count: number): Promise<number> {
  await page.waitForFunction(([selector, seen]) => document.querySelectorAll(selector).length > seen, [
    select.productCard,
    count,
  ] as const);
  return productCards(page).count();
}

/** The lowest price each product card shows, in rupees (a range shows its lower end first). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(`${select.productCard} .price__effective`).allTextContents();
  return texts.map((text) => Number((/[\d,]+(\.\d+)?/.exec(text)?.[0] ?? 'NaN').replace(/,/g, '')));
}

/** Slugs of the product cards on the page, in order. */
export async function cardSlugs(page: Page): Promise<string[]> {
  const hrefs = await productCards(page).evaluateAll((cards) =>
    cards.map((card) => card.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => decodeURIComponent(href.replace(/^.*\/product\//, '').replace(/[/?#].*$/, '')));
}

/** The page's own query, as the shopper's address bar shows it. */
export function queryOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** Waits for React to hydrate the server-rendered page, so clicks reach client-side handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const root = document.querySelector('body');
    return !!root && Object.keys(root).some((key) => key.startsWith('__react'));
  });
}

/** The demo shoppers the platform seeds (README): Asha has a verified mobile number, Ravi has none. */
export const ASHA = { email: 'asha@vitrine.test', password: 'Shopper#2024' };
export const RAVI = { email: 'ravi@vitrine.test', password: 'Shopper#2024' };

/** Signs in through the header's sign-in link, from the page the shopper is on. */
export async function signIn(page: Page, shopper: { email: string; password: string }): Promise<void> {
  await waitForHydration(page);
  await page.getByTestId('sign-in-link').click();
  await page.waitForURL(/\/auth\/login\?redirectUrl=/);
  await signInWithPassword(page, shopper);
}

/** On the sign-in page: opens the password tab (the phone-code tab comes first) and signs in. */
export async function signInWithPassword(
  page: Page,
  shopper: { email: string; password: string },
): Promise<void> {
  await waitForHydration(page);
  await page.getByTestId('tab-password').click();
  await page.waitForURL(/tab=password/);
  await page.getByTestId('login-username').fill(shopper.email);
  await page.getByTestId('login-password').fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
