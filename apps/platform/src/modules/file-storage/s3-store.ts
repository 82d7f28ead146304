import { AwsClient } from 'aws4fetch';
import { checkedKey, type FileStore } from './file-store';

/** An S3-compatible bucket (AWS S3, MinIO, R2, …) addressed path-style: `{endpoint}/{bucket}/{key}`. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Files in an S3-compatible bucket, every request signed with Signature Version 4. */
export function s3FileStore(settings: S3Settings): FileStore {
  // Retries are the caller's call: a failed upload is reported to the shopper, who can send it again.
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 0,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (key: string) => `${base}/${checkedKey(key)}`;
  const fail = async (what: string, response: Response) => {
    const detail = (await response.text()).slice(0, 200);
    throw new Error(`S3 ${what} answered ${response.status}: ${detail}`);
  };
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail('PUT', response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) await fail('GET', response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', response);
      await response.body?.cancel();
    },
  };
}
