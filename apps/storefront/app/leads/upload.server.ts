import type { ApplicationClient } from '@vitrine/sdk';
import { data } from 'react-router';

/**
 * Uploads one file through the platform's assets calls, as the platform's own SDK helper does: start, a plain
 * PUT of the bytes to the returned address (its content type, no credentials), then complete with the start
 * answer (less its tags). Answers the completed file, whose `cdn.url` names it.
 */
export async function uploadFile(sdk: ApplicationClient, namespace: string, file: File) {
  const contentType = file.type || 'application/octet-stream';
  const started = await sdk.fileStorage.startUpload({
    namespace,
    body: { file_name: file.name || 'file', content_type: contentType, size: file.size },
  });
  if (!started.upload?.url) throw data({ message: 'Failed to upload file' }, { status: 502 });
  const send = sdk.config.fetch ?? fetch;
  const put = await send(
    new Request(started.upload.url, {
      method: 'PUT',
      body: new Uint8Array(await file.arrayBuffer()),
      headers: { 'content-type': contentType },
      credentials: 'omit',
    }),
  );
  if (!put.ok) {
    const answer = (await put.json().catch(() => ({}))) as { message?: string };
    throw new UploadRefused(answer.message ?? 'Failed to upload file', put.status);
  }
  const { tags: _tags, ...startAnswer } = started;
  return sdk.fileStorage.completeUpload({ namespace, body: startAnswer });
}

/** The platform refused a file's bytes (its type or size): the shopper can choose another. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
