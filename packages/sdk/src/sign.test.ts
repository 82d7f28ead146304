import { computeSignature, type SignableRequest } from '@vitrine/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hmacSha256, sha256, toHex } from './sha256';
import { computeSignatureWithoutWebCrypto, signRequest } from './sign';

const text = (s: string) => new TextEncoder().encode(s);
const date = '20240115T101530Z';

const vectors: { request: SignableRequest; signature: string }[] = [
  {
    request: {
      method: 'GET',
      path: '/service/application/configuration/v1.0/application',
      headers: { host: 'api.fynd.com', 'x-fp-date': date },
    },
    signature: 'v1.1:dbdb9fa48322e27bb32af0c45b268fdb2b9a127e4a08b3b4d8b6f2c4df1d4c84',
  },
  {
    request: {
      method: 'GET',
      path: '/service/application/catalog/v1.0/products/?page_size=12&q=red%20shirt',
      headers: {
        host: 'api.fynd.com',
        'x-fp-date': date,
        'x-fp-sdk-version': '3.4.2',
        authorization: 'Bearer x',
      },
    },
    signature: 'v1.1:4fa1fafef1a923068ef8934b0ef75a2223c8698ec2844ccbe9be81078a43b962',
  },
  {
    request: {
      method: 'POST',
      path: '/service/application/cart/v1.0/detail?b=true&i=true',
      headers: { host: 'api.fynd.com', 'x-fp-date': date, 'x-fp-sdk-version': '3.4.2' },
      body: '{"items":[{"item_id":1,"item_size":"M","quantity":1}]}',
    },
    signature: 'v1.1:b2b44fa67646b9a74305782433fcf205e41f0689f6bba485923d746027a0e462',
  },
];

describe('pure TypeScript SHA-256 and HMAC', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(toHex(sha256(text('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(toHex(sha256(text('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(toHex(sha256(text('a'.repeat(1_000))))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    );
  });

  it('matches RFC 4231 HMAC-SHA256 test cases 2 and 6 (long key)', () => {
    expect(toHex(hmacSha256(text('Jefe'), text('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const longKey = new Uint8Array(131).fill(0xaa);
    expect(toHex(hmacSha256(longKey, text('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });
});

describe('signing without Web Crypto', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(vectors)('reproduces the platform test vector %#', ({ request, signature }) => {
    expect(computeSignatureWithoutWebCrypto(request)).toBe(signature);
  });

  it('agrees with the Web Crypto signature on messy requests', async () => {
    const request = {
      method: 'put',
      path: '//service/./application/x/../content/v1.0/pages/%7Eh%C3%A9llo/?z=1&a=%28x%29&a=b&bare&q=a+b',
      headers: {
        Host: 'shop.test:8080',
        'X-FP-Date': date,
        'x-fp-sdk-version': ' 0.1.0  beta ',
        'x-other': 'n',
      },
      body: JSON.stringify({ name: 'Zoë', list: [1, 2, 3], long: 'x'.repeat(200) }),
    };
    expect(computeSignatureWithoutWebCrypto(request)).toBe(await computeSignature(request));
  });

  it('is what signRequest uses when crypto.subtle is missing (not a secure context)', async () => {
    vi.stubGlobal('crypto', {});
    for (const { request, signature } of vectors) expect(await signRequest(request)).toBe(signature);
  });
});

describe('the signer the client uses', () => {
  it('is the node:crypto one under Node, reproducing the platform test vectors', async () => {
    const { signRequest: nodeSigner } = await import('#signer');
    expect(nodeSigner).not.toBe(signRequest);
    for (const { request, signature } of vectors) expect(await nodeSigner(request)).toBe(signature);
  });
});
