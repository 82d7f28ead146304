import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InjectedTags } from './injected-tags';
import { tagsFor } from './merchant-tags';

const tags = [
  { _id: 'all-css', type: 'css', sub_type: 'inline', position: 'head', content: '.a{color:red}', pages: [] },
  {
    _id: 'home-js',
    type: 'js',
    sub_type: 'inline',
    position: 'body-bottom',
    content: 'window.x=1',
    pages: [{ page_slug: 'home' }],
  },
  {
    _id: 'cdn',
    type: 'js',
    sub_type: 'external',
    position: 'head',
    url: 'https://cdn.example.com/a.js',
    attributes: { async: true, onload: 'evil()' },
  },
  { _id: 'empty', type: 'css', sub_type: 'inline', position: 'head', content: '' },
  { _id: 'odd', type: 'html', sub_type: 'inline', position: 'head', content: '<b>x</b>' },
];

describe('injected tags', () => {
  it('picks the tags of a place and page; tags naming no page go on every page', () => {
    expect(tagsFor(tags, 'head', 'home').map((t) => t._id)).toEqual(['all-css', 'cdn']);
    expect(tagsFor(tags, 'body-bottom', 'home').map((t) => t._id)).toEqual(['home-js']);
    expect(tagsFor(tags, 'body-bottom', 'product-description')).toEqual([]);
    expect(tagsFor(undefined, 'head', 'home')).toEqual([]);
  });

  it('renders inline and external CSS and JS, without event-handler attributes', () => {
    const html = renderToStaticMarkup(<InjectedTags tags={tagsFor(tags, 'head', 'home')} />);
    expect(html).toContain('<style data-tag-id="all-css">.a{color:red}</style>');
    expect(html).toContain('<script src="https://cdn.example.com/a.js" data-tag-id="cdn" async="">');
    expect(html).not.toContain('onload');
  });
});
