import { PRODUCT_REQUEST_NAMESPACE } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../../testing/harness';
import { officialClients } from '../user/test-clients';
import { startFakeS3 } from './s3-fake';
import { s3FileStore } from './s3-store';

const credentials = {
  accessKeyId: 'VITRINETEST',
  secretAccessKey: 'a-secret-for-tests-only',
  region: 'ap-south-1',
};
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const KEY = `${PRODUCT_REQUEST_NAMESPACE}/0123456789abcdef01234567`;

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3(credentials);
});
afterAll(() => s3?.close());

describe('the S3-compatible file store', () => {
  it('puts, gets and deletes objects with signed requests', async () => {
    const store = s3FileStore({ ...credentials, endpoint: s3.endpoint, bucket: 'shop-files' });
    await store.put(KEY, PNG, 'image/png');
    expect(s3.objects.get(`/shop-files/${KEY}`)).toEqual({ body: PNG, type: 'image/png' });
    expect(Buffer.from((await store.get(KEY)) ?? []).equals(PNG)).toBe(true);
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeUndefined();
    expect(s3.refused).toEqual([]);
  });

  it('fails loudly when the bucket refuses the signature', async () => {
    const store = s3FileStore({
      ...credentials,
      secretAccessKey: 'wrong',
      endpoint: s3.endpoint,
      bucket: 'shop-files',
    });
    await expect(store.put(KEY, PNG, 'image/png')).rejects.toThrow(/S3 PUT answered 403/);
    expect(s3.refused.at(-1)).toBe('signature mismatch');
  });

  it('refuses keys the platform would not make', async () => {
    const store = s3FileStore({ ...credentials, endpoint: s3.endpoint, bucket: 'shop-files' });
    await expect(store.put('../other-bucket/x', PNG, 'image/png')).rejects.toThrow(/Not a stored file key/);
  });

  it('keeps a shopper’s upload in the bucket when the platform is configured for it', async () => {
    const platform = await startTestPlatform({
      products: 0,
      config: { s3: { ...credentials, endpoint: s3.endpoint, bucket: 'uploads' } },
    });
    try {
      const { v3 } = officialClients(platform);
      const done = await v3.fileStorage.upload({
        data: PNG,
        file_name: 'photo.png',
        content_type: 'image/png',
        namespace: PRODUCT_REQUEST_NAMESPACE,
        size: PNG.length,
      });
      const kept = [...s3.objects.keys()].filter((key) => key.startsWith('/uploads/'));
      expect(kept).toEqual([`/uploads/${PRODUCT_REQUEST_NAMESPACE}/${done._id}`]);
      const [signed] = (await v3.fileStorage.signUrls({ body: { expiry: 300, urls: [done.cdn.url] } })).urls;
      const image = await fetch(signed.signed_url);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    } finally {
      await platform.close();
    }
  });
});
