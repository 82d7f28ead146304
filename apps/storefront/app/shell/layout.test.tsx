import type { ShellData } from '@vitrine/kit';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellLayout } from './layout';

const shell: ShellData = {
  app: { name: 'Shop', description: '', logo: '', mobileLogo: '', socialLinks: [], support: {} },
  headerLinks: [],
  footerLinks: [],
  shopper: null,
  cart: { disabled: false, count: 0 },
};

function render(theme?: Parameters<typeof ShellLayout>[0]['theme']): string {
  const element = (
    <ShellLayout shell={shell} theme={theme}>
      <p>Page</p>
    </ShellLayout>
  );
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

describe('shell layout', () => {
  it('asks for a header and footer when the theme has none', () => {
    const html = render({});
    expect(html).toContain('Add Header in Theme');
    expect(html).toContain('Update Footer in Theme');
    expect(html).toContain('<p>Page</p>');
  });

  it('frames the page with the theme’s header and footer', () => {
    const html = render({
      Header: ({ shell }) => <header>{shell.app.name} header</header>,
      Footer: () => <footer>Theme footer</footer>,
    });
    expect(html).not.toContain('Add Header in Theme');
    expect(html).not.toContain('Update Footer in Theme');
    expect(html).toContain('<header>Shop<!-- --> header</header>');
    expect(html).toContain('<footer>Theme footer</footer>');
  });
});
