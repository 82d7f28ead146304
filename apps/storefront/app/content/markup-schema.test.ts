import { describe, expect, it } from 'vitest';
import { fillMarkupSchema } from './markup-schema';

const ARTICLE = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: '{{blog.title}}',
  author: '{{ blog.author.name }}',
});

describe('a merchant’s templated structured data', () => {
  it('fills the page’s values in, and leaves a value the page does not have empty', () => {
    const filled = fillMarkupSchema(ARTICLE, { blog: { title: 'Linen care' } });
    expect(JSON.parse(filled as string)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Linen care',
      author: '',
    });
  });

  it('keeps a value inside its string and inside the <script>, whatever it holds', () => {
    const title = 'Sale\\"}, "x": 1, "</script><script>alert(1)</script>\n';
    const filled = fillMarkupSchema(ARTICLE, { blog: { title, author: { name: '<b>Asha</b> "A"' } } });
    expect(filled).not.toContain('<');
    const json = JSON.parse(filled as string);
    expect(Object.keys(json)).toEqual(['@context', '@type', 'headline', 'author']);
    // Meta content strips angle brackets and quotes (spec).
    expect(json.headline).not.toMatch(/[<>"']/);
    expect(json.headline).toContain('Sale');
    expect(json.author).toBe('Asha A');
  });

  it('fills a bare number into a template that places it outside a string', () => {
    const filled = fillMarkupSchema('{"@type":"Product","ratingValue":{{product.rating}}}', {
      product: { rating: 4.5 },
    });
    expect(JSON.parse(filled as string)).toEqual({ '@type': 'Product', ratingValue: 4.5 });
  });

  it('gives nothing for a template that is not JSON, so the page keeps its own data', () => {
    expect(fillMarkupSchema('{"@type": "Article", headline: {{blog.title}', { blog: { title: 'x' } })).toBe(
      undefined,
    );
    expect(fillMarkupSchema('{"@type":"Product","ratingValue":{{product.rating}}}', {})).toBe(undefined);
    expect(fillMarkupSchema('"just text"', {})).toBe(undefined);
  });
});
