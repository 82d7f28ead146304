import { describe, expect, it } from 'vitest';
import { safeRedirectUrl } from './safe-redirect';

describe('redirect targets from input', () => {
  it.each([
    ['/%09/x.example'],
    ['/\t/x.example'],
    ['/%0a/x.example'],
    ['/\n/x.example'],
    ['/\r\n/x.example'],
    ['/\\x.example'],
    ['/%5Cx.example'],
    ['\\\\x.example'],
    ['//x.example'],
    ['//x.example/path'],
    ['/%2F%2Fx.example'],
    ['/%2f/x.example'],
    ['/.//x.example'],
    ['/./%2F/x.example'],
    ['https://x.example'],
    ['http:/x.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['/%0d%0aSet-Cookie:x'],
    ['/\r\nSet-Cookie:x'],
    ['/ok%00'],
    ['/%E0%A4%A'],
    ['x.example'],
    [''],
    [null],
    [undefined],
  ])('sends %j home', (target) => {
    expect(safeRedirectUrl(target)).toBe('/');
  });

  it.each([
    ['/ok?a=b', '/ok?a=b'],
    ['/', '/'],
    ['/sections/summer-sale?x=1#top', '/sections/summer-sale?x=1#top'],
    ['/profile/details/', '/profile/details/'],
    ['/a/../b', '/b'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/product/ॐ', '/product/%E0%A5%90'],
  ])('follows %j on this shop as %j', (target, expected) => {
    expect(safeRedirectUrl(target)).toBe(expected);
  });
});
