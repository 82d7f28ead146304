import { describe, expect, it } from 'vitest';
import { shareUrlOf } from './share-link.server';

const TOKEN = 'aB3_-9xYz0123456789AbCdE';
const asked = new Request('https://shop.example/cart/bag/');

describe('the link a share answer gives', () => {
  it('is this shop’s own shared-cart page, at the address the shopper reached it by', () => {
    expect(shareUrlOf({ token: TOKEN }, asked)).toBe(`https://shop.example/shared-cart/${TOKEN}`);
    expect(shareUrlOf({ token: TOKEN }, new Request('http://127.0.0.1:4173/cart/bag/?x=1'))).toBe(
      `http://127.0.0.1:4173/shared-cart/${TOKEN}`,
    );
  });

  it('is none without a token, or with one no shared-cart page would take (spec §5)', () => {
    expect(shareUrlOf({}, asked)).toBeUndefined();
    expect(shareUrlOf({ token: '' }, asked)).toBeUndefined();
    expect(shareUrlOf({ token: 'short' }, asked)).toBeUndefined();
    expect(shareUrlOf({ token: `${TOKEN.slice(1)}/` }, asked)).toBeUndefined();
  });
});
