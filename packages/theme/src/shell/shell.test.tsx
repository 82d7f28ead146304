import { SdkProvider, type ShellData } from '@vitrine/kit';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { Footer } from './footer';
import { Header } from './header';
import { Loader } from './loader';
import { NotFound } from './not-found';

const render = (node: ReactNode) =>
  renderToString(
    <SdkProvider config={{ applicationID: 'demo-app', applicationToken: 'demo-token' }}>
      <MemoryRouter>{node}</MemoryRouter>
    </SdkProvider>,
  );

const shell: ShellData = {
  app: {
    name: 'Vitrine Demo',
    description: 'Everyday fashion',
    logo: '/public/assets/icon.svg',
    mobileLogo: '',
    socialLinks: [
      { icon: '/assets/social/instagram.svg', link: 'https://instagram.com/vitrine', title: 'Instagram' },
      { icon: '', link: 'https://example.com/no-icon', title: 'No icon' },
    ],
    support: { phone: '+91 80 1234 5678', email: 'help@vitrine.test' },
  },
  headerLinks: [
    { display: 'Home', href: '/', children: [] },
    { display: 'Brands', href: '/brands/', children: [] },
    {
      display: 'Categories',
      href: '/categories/',
      children: [{ display: 'Shirts', href: '/category/shirts', children: [] }],
    },
    { display: 'Collections', href: '/collections/', children: [] },
  ],
  footerLinks: [
    {
      display: 'Help',
      href: '/faq/',
      children: [{ display: 'Shipping policy', href: '/shipping-policy/', children: [] }],
    },
    { display: 'About us', href: '/about-us', children: [] },
  ],
  shopper: null,
  cart: { disabled: false, count: 0 },
};

describe('Header', () => {
  it('shows the logo and name, the links it is given and the sign-in and cart links', () => {
    const html = render(<Header shell={shell} />);
    expect(html).toContain('Vitrine Demo');
    expect(html).toContain('src="/public/assets/icon.svg"');
    for (const href of ['/', '/brands/', '/categories/', '/collections/'])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('aria-label="Sign in"');
    expect(html).toContain('href="/auth/login?redirectUrl=%2F"');
    expect(html).not.toContain('href="/profile/details/"');
    expect(html).toContain('href="/cart/bag/"');
  });

  it('links a signed-in shopper to their account instead of sign-in', () => {
    const html = render(<Header shell={{ ...shell, shopper: { firstName: 'Asha', lastName: 'Rao' } }} />);
    expect(html).toContain('href="/profile/details/"');
    expect(html).toContain('aria-label="Account of Asha"');
    expect(html).not.toContain('aria-label="Sign in"');
  });

  it('shows how many items the cart holds, and no cart at all when the theme turns it off', () => {
    expect(render(<Header shell={shell} />)).not.toContain('data-testid="cart-count"');
    const counted = render(<Header shell={{ ...shell, cart: { disabled: false, count: 3 } }} />);
    expect(counted).toMatch(/data-testid="cart-count"[^>]*>3</);
    expect(counted).toContain('aria-label="Cart, 3 items"');
    const off = render(<Header shell={{ ...shell, cart: { disabled: true, count: 3 } }} />);
    expect(off).not.toContain('href="/cart/bag/"');
  });

  it('nests sub-navigation behind a disclosure button', () => {
    const html = render(<Header shell={shell} />);
    expect(html).toContain('aria-label="Categories menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('href="/category/shirts"');
  });

  it('offers the menu on phones as a drawer, departments opening in place over their categories', () => {
    const html = render(<Header shell={shell} />);
    const button = /<button[^>]*data-testid="menu-button"[^>]*>/.exec(html)?.[0] ?? '';
    const drawerId = /<dialog id="([^"]+)"[^>]*data-testid="menu-drawer"/.exec(html)?.[1];
    expect(button).toContain('aria-label="Menu"');
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain(`aria-controls="${drawerId}"`);
    const drawer = html.slice(html.indexOf('<dialog'), html.indexOf('</dialog>'));
    expect(drawer).toMatch(/<details class="menu-drawer__group"><summary[^>]*>Categories/);
    expect(drawer).toContain('href="/categories/">All Categories</a>');
    expect(drawer).toContain('href="/category/shirts"');
    expect(drawer).not.toMatch(/<summary[^>]*>Brands/);
    expect(drawer).toContain('href="/brands/"');
  });

  it('has no menu button when the shop has no header links', () => {
    const html = render(<Header shell={{ ...shell, headerLinks: [] }} />);
    expect(html).not.toContain('data-testid="menu-button"');
    expect(html).not.toContain('<dialog');
  });

  it('renders the search box that submits to the results page, prefilled with the query', () => {
    const html = render(<Header shell={shell} query="red shirt" />);
    expect(html).toContain('data-testid="search-input"');
    expect(html).toContain('action="/products/"');
    expect(html).toContain('name="q"');
    expect(html).toContain('value="red shirt"');
    expect(html).toContain('role="combobox"');
  });
});

describe('Footer', () => {
  it('shows menus, social links that have icon, link and title, contact and copyright', () => {
    const html = render(<Footer shell={shell} />);
    expect(html).toContain('href="/shipping-policy/"');
    expect(html).toContain('href="/about-us"');
    expect(html).toContain('href="https://instagram.com/vitrine"');
    expect(html).not.toContain('no-icon');
    expect(html).toContain('href="tel:+918012345678"');
    expect(html).toContain('href="mailto:help@vitrine.test"');
    expect(html).toContain(`© ${new Date().getFullYear()}`);
  });
});

describe('shell screens', () => {
  it('EmptyState shows its button unless hidden', () => {
    const withButton = render(
      <EmptyState title="Your bag is empty" button={{ text: 'Shop now', to: '/products/' }} />,
    );
    expect(withButton).toContain('Your bag is empty');
    expect(withButton).toContain('href="/products/"');
    expect(withButton).toContain('<svg');
    const hidden = render(
      <EmptyState title="Nothing here" button={{ text: 'Shop now', to: '/products/' }} hideButton />,
    );
    expect(hidden).not.toContain('href="/products/"');
  });

  it('NotFound links home and Loader announces itself', () => {
    const html = render(<NotFound />);
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/"');
    expect(render(<Loader />)).toContain('role="status"');
  });
});
