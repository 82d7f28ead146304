import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Drawer, DrawerButton, useDrawer } from './drawer';

function Sheet() {
  const drawer = useDrawer();
  return (
    <>
      <DrawerButton drawer={drawer} label="Sort">
        ⇅
      </DrawerButton>
      <Drawer drawer={drawer} title="Sort by" side="bottom" actions={<button type="button">Apply</button>}>
        <a href="/products/?sort_on=price_asc">Price: low to high</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  const html = renderToString(
    <MemoryRouter>
      <Sheet />
    </MemoryRouter>,
  );
  const dialogId = /<dialog id="([^"]+)"/.exec(html)?.[1];

  it('is a closed dialog named by its title until the button opens it', () => {
    expect(dialogId).toBeTruthy();
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toMatch(new RegExp(`aria-labelledby="${dialogId}-title"`));
    expect(html).toContain(`<h2 id="${dialogId}-title" class="drawer__title">Sort by</h2>`);
    expect(html).toContain('closedby="any"');
    expect(html).toContain('Price: low to high');
    expect(html).toContain('class="drawer__actions"');
  });

  it('gives its button a name, its state and the dialog it controls, and opens it without script', () => {
    const button = /<button[^>]*aria-label="Sort"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain(`aria-controls="${dialogId}"`);
    expect(button).toContain(`commandfor="${dialogId}"`);
    expect(button).toContain('command="show-modal"');
  });

  it('has a close button that closes it without script', () => {
    const close = /<button[^>]*aria-label="Close sort by"[^>]*>/.exec(html)?.[0] ?? '';
    expect(close).toContain(`commandfor="${dialogId}"`);
    expect(close).toContain('command="close"');
  });
});
