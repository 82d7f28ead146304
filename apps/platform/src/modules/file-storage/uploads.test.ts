import {
  CUSTOM_FORM_FILES_NAMESPACE,
  PRODUCT_REQUEST_NAMESPACE,
  SIGNED_URL_EXPIRY_SECONDS,
} from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, rejection, signedRequest } from '../user/test-clients';

// biome-ignore lint/suspicious/noExplicitAny: the SDK's answers are read as plain JSON; v1's Joi models check them.
type Json = any;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const PDF = Buffer.from('%PDF-1.4\n% a small brief\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

let platform: TestPlatform;
let v1: Json;
let v3: Json;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  const clients = officialClients(platform);
  v1 = clients.v1.fileStorage;
  v3 = clients.v3.fileStorage;
});
afterAll(() => platform?.close());

const start = (client: Json, body: Record<string, unknown>, namespace = PRODUCT_REQUEST_NAMESPACE) =>
  client.startUpload({
    namespace,
    body: { file_name: 'photo.png', content_type: 'image/png', size: PNG.length, ...body },
  });

const put = (url: string, bytes: Buffer, type = 'image/png') =>
  fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } });

describe('uploads through the official SDK', () => {
  it('uploads with the SDK helper (start, PUT, complete) in both versions, and signs the address', async () => {
    for (const client of [v1, v3]) {
      const done = await client.upload({
        data: PNG,
        file_name: 'kurta photo.png',
        content_type: 'image/png',
        namespace: PRODUCT_REQUEST_NAMESPACE,
        size: PNG.length,
        tags: ['product-request'],
      });
      expect(done).toMatchObject({
        success: true,
        namespace: PRODUCT_REQUEST_NAMESPACE,
        file_name: 'kurta-photo.png',
        content_type: 'image/png',
        size: PNG.length,
        cdn: { url: expect.stringContaining('/files/application-product-request-images/') },
      });
      const signed = await client.signUrls({
        body: { expiry: SIGNED_URL_EXPIRY_SECONDS, urls: [done.cdn.url] },
      });
      expect(signed.urls).toEqual([
        {
          url: done.cdn.url,
          signed_url: expect.stringContaining('signature='),
          expiry: SIGNED_URL_EXPIRY_SECONDS,
        },
      ]);
      const image = await fetch(signed.urls[0].signed_url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-disposition')).toMatch(/^inline/);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

      // Without its signature, or with another file's, the address serves nothing.
      expect((await fetch(done.cdn.url)).status).toBe(403);
      const forged = new URL(signed.urls[0].signed_url);
      forged.searchParams.set('expires', String(Number(forged.searchParams.get('expires')) + 3600));
      expect((await fetch(forged)).status).toBe(403);
    }
  });

  it('takes the bytes once: the upload address is single-use', async () => {
    const started = await start(v3, {});
    expect((await put(started.upload.url, PNG)).status).toBe(200);
    expect((await put(started.upload.url, PNG)).status).toBe(404);
    expect((await v1.completeUpload({ namespace: PRODUCT_REQUEST_NAMESPACE, body: started })).success).toBe(
      true,
    );
  });

  it('will not complete a file whose bytes never arrived', async () => {
    const started = await start(v1, {});
    expect(
      await rejection(v3.completeUpload({ namespace: PRODUCT_REQUEST_NAMESPACE, body: started })),
    ).toEqual({
      code: 400,
      message: 'The file has not been uploaded: PUT its bytes to upload.url first',
    });
  });

  it('sends anything but a raster image as an attachment', async () => {
    const started = await start(
      v3,
      { file_name: 'brief.pdf', content_type: 'application/pdf', size: PDF.length },
      CUSTOM_FORM_FILES_NAMESPACE,
    );
    expect((await put(started.upload.url, PDF, 'application/pdf')).status).toBe(200);
    const done = await v3.completeUpload({ namespace: CUSTOM_FORM_FILES_NAMESPACE, body: started });
    const signed = await v3.signUrls({ body: { expiry: 300, urls: [done.cdn.url] } });
    const file = await fetch(signed.urls[0].signed_url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="brief.pdf"');
  });
});

describe('uploads refused', () => {
  it('refuses types a browser would run, by the declared type and by the bytes', async () => {
    for (const content_type of ['text/html', 'image/svg+xml', 'application/javascript']) {
      expect(await rejection(start(v3, { content_type }))).toMatchObject({
        code: 400,
        message: expect.stringContaining(`Files of type ${content_type} are not taken here`),
      });
    }
    // Declared a PNG, but the bytes are HTML or SVG: refused, and nothing is kept to complete.
    for (const bytes of [HTML, SVG]) {
      const started = await start(v1, { size: bytes.length });
      const answer = await put(started.upload.url, bytes, 'image/png');
      expect(answer.status).toBe(415);
      expect(await answer.json()).toEqual({ message: "The file's content is not image/png" });
      expect(
        await rejection(v1.completeUpload({ namespace: PRODUCT_REQUEST_NAMESPACE, body: started })),
      ).toMatchObject({
        code: 400,
      });
    }
    // A PDF is no product photo.
    expect(await rejection(start(v3, { content_type: 'application/pdf' }))).toMatchObject({ code: 400 });
  });

  it('refuses oversize files, declared or sent', async () => {
    expect(await rejection(start(v3, { size: 5 * 1024 * 1024 + 1 }))).toEqual({
      code: 400,
      message: 'The file is larger than the limit of 5 MB',
    });
    const started = await start(v3, { size: PNG.length });
    const bigger = Buffer.concat([PNG, Buffer.alloc(1024)]);
    expect((await put(started.upload.url, bigger)).status).toBe(413);
  });

  it('refuses namespaces it does not keep, and path tricks in names and namespaces', async () => {
    expect(await rejection(start(v3, {}, 'theme-assets'))).toEqual({
      code: 400,
      message: "Uploads are not taken in the namespace 'theme-assets'",
    });
    for (const file_name of ['../../etc/passwd.png', '/etc/passwd.png', 'C:\\Windows\\win.png', '..']) {
      const started = await start(v3, { file_name });
      expect(started.file_path).toMatch(
        /^application-product-request-images\/[0-9a-f]{24}\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/,
      );
      expect(started.file_path).not.toContain('..');
    }
    const nul = await signedRequest(platform, {
      method: 'POST',
      path: `/service/application/assets/v2.0/namespaces/${PRODUCT_REQUEST_NAMESPACE}/upload/start`,
      body: { file_name: 'a\u0000.png', content_type: 'image/png', size: 10 },
    });
    expect(nul.status).toBe(400);
    const traversal = await signedRequest(platform, {
      method: 'POST',
      path: '/service/application/assets/v2.0/namespaces/..%2F..%2Fetc/upload/start',
      body: { file_name: 'a.png', content_type: 'image/png', size: 10 },
    });
    expect(traversal.status).toBe(400);
    // A completed file cannot be asked for under another path.
    const done = await v3.upload({
      data: PNG,
      file_name: 'a.png',
      content_type: 'image/png',
      namespace: PRODUCT_REQUEST_NAMESPACE,
      size: PNG.length,
    });
    const [signed] = (await v3.signUrls({ body: { expiry: 300, urls: [done.cdn.url] } })).urls;
    const moved = signed.signed_url.replace(
      '/files/application-product-request-images/',
      '/files/application-custom-form-files/',
    );
    expect((await fetch(moved)).status).toBe(404);
    expect((await fetch(new URL('/files/..%2F..%2Fetc/passwd', platform.baseUrl))).status).toBe(404);
  });

  it('signs only addresses of completed files of this shop', async () => {
    const started = await start(v3, {});
    const signed = await v1.signUrls({
      body: {
        expiry: 300,
        urls: [started.cdn.url, 'https://elsewhere.test/files/x/0123456789abcdef01234567/a.png'],
      },
    });
    expect(signed.urls).toEqual([]);
  });
});

describe('files in custom forms', () => {
  const answers = [
    { key: 'company', value: 'Sunrise Events' },
    { key: 'email', value: 'orders@sunrise.test' },
    { key: 'phone', value: '9876543210' },
    { key: 'quantity', value: '12' },
    { key: 'category', value: 'apparel' },
    { key: 'delivery', value: 'single' },
  ];

  it('takes a file uploaded for forms as an answer and keeps it as an attachment', async () => {
    const lead = officialClients(platform).v1.lead;
    const brief = await v1.upload({
      data: PDF,
      file_name: 'brief.pdf',
      content_type: 'application/pdf',
      namespace: CUSTOM_FORM_FILES_NAMESPACE,
      size: PDF.length,
    });
    const answer = await lead.submitCustomForm({
      slug: 'bulk-enquiry',
      body: { response: [...answers, { key: 'brief', value: brief.cdn.url }] },
    });
    expect(answer.ticket.content.attachments).toEqual([
      { type: 'file', display: 'Design brief (image or PDF)', value: brief.cdn.url },
    ]);
  });

  it('refuses a file from another namespace, or one never completed', async () => {
    const lead = officialClients(platform).v3.lead;
    const photo = await v3.upload({
      data: PNG,
      file_name: 'a.png',
      content_type: 'image/png',
      namespace: PRODUCT_REQUEST_NAMESPACE,
      size: PNG.length,
    });
    const started = await start(v3, {}, CUSTOM_FORM_FILES_NAMESPACE);
    for (const url of [photo.cdn.url, started.cdn.url]) {
      expect(
        await rejection(
          lead.submitCustomForm({
            slug: 'bulk-enquiry',
            body: { response: [...answers, { key: 'brief', value: url }] },
          }),
        ),
      ).toEqual({ code: 400, message: `${url} is not a file uploaded to this shop` });
    }
  });
});

describe('abandoned uploads', () => {
  it('refuses bytes after the upload address expires, and forgets such uploads', async () => {
    const { db } = platform.platform.services;
    const started = await start(v3, {});
    const id = started.file_path.split('/')[1];
    await db
      .updateTable('stored_files')
      .set({ upload_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await put(started.upload.url, PNG)).status).toBe(404);
    await start(v3, {});
    expect(
      await db.selectFrom('stored_files').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
