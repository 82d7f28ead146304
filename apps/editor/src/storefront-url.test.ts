import { describe, expect, it } from 'vitest';
import { imagePreviewUrl } from './storefront-url';

describe('image previews', () => {
  const editor = 'http://127.0.0.1:4000/editor/';
  it('loads site paths from the storefront', () => {
    expect(imagePreviewUrl('/assets/a.png', '', editor)).toBe('http://127.0.0.1:4000/assets/a.png');
    expect(imagePreviewUrl('/assets/a.png', 'https://shop.example.com', editor)).toBe(
      'https://shop.example.com/assets/a.png',
    );
    expect(imagePreviewUrl('https://cdn.example.com/b.jpg', 'https://shop.example.com', editor)).toBe(
      'https://cdn.example.com/b.jpg',
    );
  });

  it('shows nothing for addresses that are not web images', () => {
    expect(imagePreviewUrl('javascript:alert(1)', '', editor)).toBeUndefined();
    expect(imagePreviewUrl('http://[bad', '', editor)).toBeUndefined();
  });
});
