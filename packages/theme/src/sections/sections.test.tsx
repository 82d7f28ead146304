import type { ApplicationClient } from '@vitrine/sdk';
import { describe, expect, it, vi } from 'vitest';
import { sections } from './index';
import { defaults, renderSection as render, url } from './testing';

describe('every section', () => {
  it.each(Object.keys(sections))(
    '%s renders its root with data-section and survives missing data',
    (name) => {
      const html = render(name);
      expect(html).toContain(`data-section="${name}"`);
    },
  );

  it.each(Object.keys(sections))('%s survives props of the wrong type', (name) => {
    const junk = Object.fromEntries(sections[name].settings.map((s) => [s.id, { nested: [1, 2] }]));
    expect(render(name, { props: junk })).toContain(`data-section="${name}"`);
  });

  it('every load leaves the section without data when the API fails', async () => {
    const failing = new Proxy(
      {},
      {
        get: () =>
          new Proxy(
            {},
            {
              get: () => () => Promise.reject(new Error('Unable to connect')),
            },
          ),
      },
    ) as ApplicationClient;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const [name, definition] of Object.entries(sections)) {
      if (!definition.load) continue;
      const props = { ...defaults(definition), product: 'some-product', collection: 'some-collection' };
      await expect(definition.load({ sdk: failing, props, url }), name).resolves.toBeUndefined();
    }
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('sections without data', () => {
  it('hero-banner loads its image eagerly and reserves its box', () => {
    const html = render('hero-banner', { props: { image: '/assets/banners/sale.png', title: 'Sale' } });
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/width="1440"[^>]*height="540"/);
    expect(html).toContain('href="/products/"');
  });

  it('rich-text shows text only', () => {
    const html = render('rich-text', {
      props: {
        heading: 'Hi',
        body: 'One <b>bold</b> line<script>steal()</script>\n\n<img src=x onerror=alert(1)>Two',
      },
    });
    expect(html).toContain('<p>One bold line</p><p>Two</p>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('steal');
  });

  it('testimonials and image-slideshow render their blocks', () => {
    const quotes = render('testimonials', {
      blocks: [{ type: 'testimonial', props: { text: 'Lovely', author: 'Asha' } }],
    });
    expect(quotes).toContain('<blockquote>Lovely</blockquote>');
    const slides = render('image-slideshow', {
      blocks: [
        { type: 'slide', props: { image: '/assets/s/1.png', link: '/collections/' } },
        { type: 'slide', props: { image: '/assets/s/2.png', alt: 'Second' } },
      ],
    });
    expect(slides).toContain('class="image-slideshow__track"');
    expect(slides).toContain('alt="Second"');
    expect(slides).toContain('aria-label="Next slide"');
  });

  it('custom-html sends its HTML and CSS from the server, without scripts', () => {
    const html = render('custom-html', {
      props: {
        code: '<script>alert(1)</script><p>Hi</p><SCRIPT src="/x.js"></SCRIPT >',
        css: 'p{color:red}',
        js: 'alert(2)',
      },
    });
    expect(html).not.toContain('alert');
    expect(html).not.toMatch(/script/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<style>p{color:red}</style>');
  });

  it('video embeds a YouTube link without tracking cookies and plays files natively', () => {
    expect(render('video', { props: { url: 'https://www.youtube.com/watch?v=abc123' } })).toContain(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    expect(render('video', { props: { url: '/assets/video/intro.mp4' } })).toContain('<video');
  });

  it('newsletter shows an e-mail form', () => {
    const html = render('newsletter');
    expect(html).toContain('type="email"');
    expect(html).toContain('Subscribe');
  });

  it('announcement-bar links its text', () => {
    expect(render('announcement-bar', { props: { text: 'Sale', link: '/products/' } })).toContain(
      'href="/products/"',
    );
  });
});
