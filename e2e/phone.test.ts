import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutShiftAfterLoad } from './support/browser';
import { cardPrices, cardSlugs, productCards, queryOf, select, waitForHydration } from './support/shop';
import { useBrowser } from './support/use-browser';

const shopUrl = inject('shopUrl');
const browser = useBrowser();

const screens = [
  { name: 'a 360 × 740 phone', width: 360, height: 740, phone: true },
  { name: 'a 390 × 844 phone', width: 390, height: 844, phone: true },
  { name: 'a 1280 × 800 desktop', width: 1280, height: 800, phone: false },
];

const TAP_TARGET_PX = 44;
const MAX_LAYOUT_SHIFT = 0.02;
const isAscending = (prices: number[]) =>
  prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);

const menuButton = '[data-testid="menu-button"]';
const menuDrawer = '[data-testid="menu-drawer"]';
const filterButton = '[data-testid="filter-button"]';
const filterDrawer = '[data-testid="filters"]';
const sortButton = '[data-testid="sort-button"]';
const sortSheet = '[data-testid="sort-sheet"]';

/** Shown elements matching `selector` whose box is smaller than a fingertip, named for the failure report. */
async function smallTapTargets(page: Page, selector: string): Promise<string[]> {
  // A sheet or drawer still growing into place draws its buttons smaller: measure them at rest.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  return page.locator(selector).evaluateAll((elements, min) => {
    return elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      // Sub-pixel layout may draw a 44 px button a hair smaller: half a pixel is no fingertip.
      if (!shown || (box.width >= min - 0.5 && box.height >= min - 0.5)) return [];
      const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName;
      return [`${name}: ${Math.round(box.width)} × ${Math.round(box.height)}`];
    });
  }, TAP_TARGET_PX);
}

/** The page scrolls only up and down: nothing sticks out sideways. */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);
}

const isOpen = (dialog: Locator) => dialog.evaluate((element) => (element as HTMLDialogElement).open);
const focusIsInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));
const focusIsOn = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The filter values in a listing's address: its query without paging, sorting and search. */
function chosenFilters(url: URL): string[] {
  const query = new URLSearchParams(url.search);
  for (const key of ['page_no', 'page_size', 'page_id', 'page_type', 'sort_on', 'q']) query.delete(key);
  return [...query.values()];
}

for (const screen of screens) {
  describe(`on ${screen.name}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await browser().context.newPage();
      await page.setViewportSize({ width: screen.width, height: screen.height });
    });
    afterAll(async () => {
      await page.close();
    });

    it('the header fits the screen, with fingertip-sized controls', async () => {
      await page.goto(`${shopUrl}/`);
      const shift = await layoutShiftAfterLoad(page);
      expect(shift.value, `elements that moved:\n${shift.sources.join('\n')}`).toBeLessThanOrEqual(
        MAX_LAYOUT_SHIFT,
      );
      await waitForHydration(page);
      expect(await overflowsSideways(page)).toBe(false);
      expect(await smallTapTargets(page, '.header a:visible, .header button:visible, .header input')).toEqual(
        [],
      );
      if (screen.phone) {
        expect(await page.locator(menuButton).isVisible()).toBe(true);
        expect(await page.locator('.header .nav__list').isVisible()).toBe(false);
      } else {
        expect(await page.locator(menuButton).isVisible()).toBe(false);
        // Every entry of the menu row is in view: the row neither scrolls nor wraps its arrows.
        const row = page.locator('.header .nav__list');
        expect(await row.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
        const tops = await page
          .locator('.header .nav__list > .nav__item')
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
      }
    });

    it('the compare, content and form pages scroll only up and down', async () => {
      await page.goto(`${shopUrl}/products/`);
      const slugs = (await cardSlugs(page)).slice(0, 3);
      // A comparison wider than the screen scrolls inside its own box, never the page.
      for (const path of [
        `/compare/?id=${slugs.join(',')}`,
        '/blog/',
        '/faq/',
        '/contact-us/',
        '/locate-us',
      ]) {
        await page.goto(`${shopUrl}${path}`);
        expect(await overflowsSideways(page), path).toBe(false);
      }
    });

    it('search suggestions are painted above the menu and the page', async () => {
      await page.goto(`${shopUrl}/products/`);
      const name =
        (await page.locator(`${select.productCard} .product-card__name`).first().textContent()) ?? '';
      const term = name.split(/\s+/).find((word) => /^[A-Za-z]{4,}$/.test(word)) ?? name.trim();
      await page.goto(`${shopUrl}/`);
      await waitForHydration(page);
      const box = page.locator(select.searchInput).first();
      await box.click();
      await box.pressSequentially(term.slice(0, 4), { delay: 30 });
      const suggestions = page.locator(select.searchSuggestion);
      await suggestions.first().waitFor({ state: 'visible' });
      const hidden = await suggestions.evaluateAll((options) =>
        options.flatMap((option) => {
          const box = option.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top && option.contains(top)
            ? []
            : [`${option.textContent} under ${top?.outerHTML.slice(0, 80)}`];
        }),
      );
      expect(hidden).toEqual([]);
      if (!screen.phone) {
        // The list hangs over the menu row, where the menu used to paint over it.
        const listBottom = await suggestions
          .last()
          .evaluate((option) => option.getBoundingClientRect().bottom);
        const rowTop = await page
          .locator('.header .nav__list')
          .evaluate((row) => row.getBoundingClientRect().top);
        expect(listBottom).toBeGreaterThan(rowTop);
      }
      expect(await smallTapTargets(page, select.searchSuggestion)).toEqual([]);
      expect(await overflowsSideways(page)).toBe(false);
    });

    it('the menu opens, shows a department’s categories and follows one', async () => {
      await page.goto(`${shopUrl}/`);
      await waitForHydration(page);
      let categoryLink: Locator;
      if (screen.phone) {
        const button = page.locator(menuButton);
        const drawer = page.locator(menuDrawer);
        expect(await button.getAttribute('aria-label')).toBe('Menu');
        expect(await button.getAttribute('aria-controls')).toBe(await drawer.getAttribute('id'));
        expect(await button.getAttribute('aria-expanded')).toBe('false');

        // Escape closes it and gives focus back to the button.
        await button.click();
        await expect.poll(() => isOpen(drawer)).toBe(true);
        // The button follows the dialog's own events, which come a task after the dialog opens or closes.
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
        expect(await focusIsInside(drawer)).toBe(true);
        expect(await overflowsSideways(page)).toBe(false);
        // The page behind does not scroll while the drawer is open (a wheel lands within two frames).
        await page.mouse.move(screen.width - 8, screen.height / 2);
        await page.mouse.wheel(0, 600);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await page.keyboard.press('Escape');
        await expect.poll(() => isOpen(drawer)).toBe(false);
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
        expect(await focusIsOn(button)).toBe(true);

        // The close button closes it.
        await button.click();
        await expect.poll(() => isOpen(drawer)).toBe(true);
        await drawer.getByRole('button', { name: 'Close menu' }).click();
        await expect.poll(() => isOpen(drawer)).toBe(false);

        // A tap on the page beside it closes it.
        await button.click();
        await expect.poll(() => isOpen(drawer)).toBe(true);
        await page.mouse.click(screen.width - 8, screen.height / 2);
        await expect.poll(() => isOpen(drawer)).toBe(false);

        // A department opens in place, showing its categories.
        await button.click();
        await expect.poll(() => isOpen(drawer)).toBe(true);
        const department = drawer.locator('details').first();
        await department.locator('summary').click();
        categoryLink = department.locator('a[href^="/category/"]').first();
        await categoryLink.waitFor({ state: 'visible' });
        expect(
          await smallTapTargets(page, `${menuDrawer} a:visible, ${menuDrawer} summary, ${menuDrawer} button`),
        ).toEqual([]);
      } else {
        const toggle = page.locator('.header .nav__list > .nav__item > .nav__toggle').first();
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        categoryLink = page
          .locator(`#${await toggle.getAttribute('aria-controls')} a[href^="/category/"]`)
          .first();
        await categoryLink.waitFor({ state: 'visible' });
      }
      const href = (await categoryLink.getAttribute('href')) ?? '';
      await categoryLink.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
      await productCards(page).first().waitFor({ state: 'visible' });
      if (screen.phone) expect(await isOpen(page.locator(menuDrawer))).toBe(false);
    });

    it('a listing starts with products; filters are chosen, counted, applied and cleared', async () => {
      // From the second page: choosing filters starts the list again at page 1.
      await page.goto(`${shopUrl}/products/?page_no=2`);
      const shift = await layoutShiftAfterLoad(page);
      expect(shift.value, `elements that moved:\n${shift.sources.join('\n')}`).toBeLessThanOrEqual(
        MAX_LAYOUT_SHIFT,
      );
      await waitForHydration(page);
      expect(await overflowsSideways(page)).toBe(false);
      // The first product starts on the first screen, below the header and the list's title.
      const firstCardTop = await productCards(page)
        .first()
        .evaluate((card) => card.getBoundingClientRect().top);
      expect(firstCardTop).toBeLessThan(screen.height);
      const totalBefore = await page.locator(select.listingCount).textContent();

      if (screen.phone) {
        const button = page.locator(filterButton);
        const drawer = page.locator(filterDrawer);
        expect(await drawer.isVisible()).toBe(false);
        expect(await button.textContent()).toBe('Filter');
        await button.click();
        await expect.poll(() => isOpen(drawer)).toBe(true);
        // The button follows the dialog's own events, which come a task after the dialog opens or closes.
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
        expect(await focusIsInside(drawer)).toBe(true);

        // Two values of the first group: ticked at once, applied together.
        const options = drawer.locator(select.filterOption);
        const chosen = [options.nth(0), options.nth(1)];
        const keys = await Promise.all(chosen.map((option) => option.getAttribute('data-filter-key')));
        const values = await Promise.all(chosen.map((option) => option.getAttribute('data-filter-value')));
        for (const option of chosen) {
          await option.click();
          await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
        }
        expect(queryOf(page).get('page_no')).toBe('2');
        expect(
          await smallTapTargets(
            page,
            `${filterDrawer} a[data-testid="filter-option"]:visible, ${filterDrawer} .drawer__actions > *, ${filterDrawer} .drawer__head button`,
          ),
        ).toEqual([]);
        await drawer.getByRole('button', { name: 'Apply' }).click();
        await page.waitForURL((url) =>
          values.every((value, i) => url.searchParams.getAll(keys[i] ?? '').includes(value ?? '')),
        );
        expect(queryOf(page).get('page_no') ?? '1').toBe('1');
        await expect.poll(() => page.locator(filterButton).textContent()).toBe('Filter (2)');
        await expect.poll(() => isOpen(page.locator(filterDrawer))).toBe(false);
        await expect.poll(() => page.locator(select.listingCount).textContent()).not.toBe(totalBefore);

        await page.locator(filterButton).click();
        await expect.poll(() => isOpen(page.locator(filterDrawer))).toBe(true);
        await page.locator(filterDrawer).getByRole('link', { name: 'Clear' }).click();
        await page.waitForURL((url) => chosenFilters(url).length === 0);
        await expect.poll(() => page.locator(filterButton).textContent()).toBe('Filter');
        await expect.poll(() => isOpen(page.locator(filterDrawer))).toBe(false);
      } else {
        // Beside the list, each choice applies at once.
        expect(await page.locator(filterButton).isVisible()).toBe(false);
        const panel = page.locator(filterDrawer);
        expect(await panel.isVisible()).toBe(true);
        const choices = await panel
          .locator(select.filterOption)
          .evaluateAll((options) =>
            options
              .slice(0, 2)
              .map(
                (o) =>
                  `[data-filter-key="${o.dataset.filterKey}"][data-filter-value="${o.dataset.filterValue}"]`,
              ),
          );
        for (const [index, choice] of choices.entries()) {
          const option = panel.locator(`${select.filterOption}${choice}`);
          await option.click();
          await page.waitForURL((url) => chosenFilters(url).length === index + 1);
          expect(queryOf(page).get('page_no') ?? '1').toBe('1');
          await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
        }
        await expect.poll(() => panel.locator('[data-testid="filter-chip"]').count()).toBe(2);
        expect(await smallTapTargets(page, `${filterDrawer} a:visible`)).toEqual([]);
        await panel.locator('[data-testid="filter-clear"]').click();
        await page.waitForURL((url) => chosenFilters(url).length === 0);
        await expect.poll(() => panel.locator('[data-testid="filter-chip"]').count()).toBe(0);
      }
    });

    it('sorting: a sheet of choices on phones, a select on desktop', async () => {
      await page.goto(`${shopUrl}/products/`);
      await waitForHydration(page);
      if (screen.phone) {
        expect(await page.locator(select.sortSelect).isVisible()).toBe(false);
        const button = page.locator(sortButton);
        const sheet = page.locator(sortSheet);
        await button.click();
        await expect.poll(() => isOpen(sheet)).toBe(true);
        expect(await focusIsInside(sheet)).toBe(true);
        expect(await smallTapTargets(page, `${sortSheet} a, ${sortSheet} button`)).toEqual([]);
        await sheet.locator('[data-sort="price_asc"]').click();
      } else {
        expect(await page.locator(sortButton).isVisible()).toBe(false);
        await page.locator(select.sortSelect).selectOption('price_asc');
      }
      await page.waitForURL((url) => url.searchParams.get('sort_on') === 'price_asc');
      await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true);
      if (screen.phone) {
        expect(await isOpen(page.locator(sortSheet))).toBe(false);
        await page.locator(sortButton).click();
        await expect
          .poll(() => page.locator(`${sortSheet} [data-sort="price_asc"]`).getAttribute('aria-current'))
          .toBe('true');
        await page.keyboard.press('Escape');
      }
      expect(await smallTapTargets(page, '[data-testid="load-more"]')).toEqual([]);
    });
  });
}

describe('before the page hydrates, on a phone', () => {
  it('the menu drawer and its departments still open and close', async () => {
    const page = await browser().context.newPage();
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      // No script ever runs: what works here is the browser's own dialog and disclosure.
      await page.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.goto(`${shopUrl}/`);
      const drawer = page.locator(menuDrawer);
      await page.locator(menuButton).click();
      await expect.poll(() => isOpen(drawer)).toBe(true);
      expect(await focusIsInside(drawer)).toBe(true);
      const department = drawer.locator('details').first();
      await department.locator('summary').click();
      await department.locator('a[href^="/category/"]').first().waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await expect.poll(() => isOpen(drawer)).toBe(false);
      expect(await focusIsOn(page.locator(menuButton))).toBe(true);
    } finally {
      await page.close();
    }
  });
});
