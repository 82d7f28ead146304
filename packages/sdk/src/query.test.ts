import { endpoint, noParams } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FDKClientValidationError } from './errors';
import { buildQuery, fillPath, serialiseQuery } from './query';

describe('query serialisation', () => {
  it('sorts keys, drops undefined, sends null as a bare key and repeats array keys', () => {
    expect(serialiseQuery({ page_size: 12, q: 'shirt', a: undefined, page_id: null, tag: ['b', 'a'] })).toBe(
      'page_id&page_size=12&q=shirt&tag=b&tag=a',
    );
  });

  it('writes booleans as true/false and encodes strictly (RFC 3986)', () => {
    expect(serialiseQuery({ filters: true, x: false, q: "red shirt (x)!*'~" })).toBe(
      'filters=true&q=red%20shirt%20%28x%29%21%2A%27~&x=false',
    );
    expect(serialiseQuery({ f: 'brand:nike||puma:::size:m&l' })).toBe(
      'f=brand%3Anike%7C%7Cpuma%3A%3A%3Asize%3Am%26l',
    );
  });

  it('takes only the endpoint query names, from camelCase arguments', () => {
    const ep = endpoint({
      method: 'GET',
      path: '/x/',
      params: noParams,
      query: z.strictObject({ page_no: z.number(), sort_on: z.string(), q: z.string() }),
      body: undefined,
      response: z.unknown(),
    });
    expect(buildQuery(ep, { pageNo: 2, sortOn: 'price_asc', unknownArg: 1, page_no: 9 })).toBe(
      'page_no=2&sort_on=price_asc',
    );
    expect(buildQuery(ep, {})).toBe('');
  });
});

describe('path parameters', () => {
  const path = '/service/application/catalog/v4.0/products/{slug}/sizes/{size}/price/';

  it('fills placeholders from camelCase arguments', () => {
    expect(fillPath(path, { slug: 'blue-shirt', size: 'XL' })).toBe(
      '/service/application/catalog/v4.0/products/blue-shirt/sizes/XL/price/',
    );
    expect(
      fillPath('/follow/{collection_type}/{collection_id}/', { collectionType: 'brands', collectionId: 7 }),
    ).toBe('/follow/brands/7/');
  });

  it('rejects missing, null and empty values naming each one', () => {
    let error: unknown;
    try {
      fillPath(path, { slug: '', size: null });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FDKClientValidationError);
    expect((error as FDKClientValidationError).message).toBe('Missing required field');
    expect((error as FDKClientValidationError).details).toEqual([
      'Missing or empty required parameter: slug',
      'Missing or empty required parameter: size',
    ]);
  });
});
