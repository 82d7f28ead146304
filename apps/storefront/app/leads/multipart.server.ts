import { data } from 'react-router';
import { readForm } from '../forms.server';

/**
 * A posted form with files, refused (413) past `maxBytes` before it is read whole: the declared length is
 * checked first, and a body sent without one is cut off as it streams in.
 */
export async function readCappedForm(request: Request, maxBytes: number): Promise<FormData> {
  const tooLarge = () =>
    data(`The form is larger than ${Math.round(maxBytes / (1024 * 1024))} MB; send smaller files`, {
      status: 413,
    });
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const headers = new Headers();
  const type = request.headers.get('content-type');
  if (type) headers.set('content-type', type);
  return readForm(
    new Request(request.url, { method: 'POST', headers, body: new Blob(chunks as BlobPart[]) }),
  );
}

/** The files of a field that the shopper actually chose (a browser sends an empty one when none is chosen). */
export function chosenFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
}
