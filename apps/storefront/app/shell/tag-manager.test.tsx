import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TagManagerFrame, TagManagerScript } from './tag-manager';

describe('Google Tag Manager', () => {
  it('loads the named container with the standard snippet', () => {
    const head = renderToStaticMarkup(<TagManagerScript containerId="GTM-ABC1234" />);
    expect(head).toContain('\'dataLayer\',"GTM-ABC1234")');
    expect(head).toContain('https://www.googletagmanager.com/gtm.js?id=');
    const body = renderToStaticMarkup(<TagManagerFrame containerId="GTM-ABC1234" />);
    expect(body).toContain('<noscript><iframe');
    expect(body).toContain('ns.html?id=GTM-ABC1234');
  });

  it('adds nothing when the theme names no container', () => {
    expect(renderToStaticMarkup(<TagManagerScript containerId="" />)).toBe('');
    expect(renderToStaticMarkup(<TagManagerFrame containerId="" />)).toBe('');
  });
});
