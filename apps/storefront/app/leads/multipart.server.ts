import { readAtMost } from '@vitrine/contract';
import { data } from 'react-router';
import { readForm } from '../forms.server';

/**
 * A posted form with files, refused (413) past `maxBytes` before it is read whole: the declared length is
 * checked first, and a body sent without one is cut off as it streams in.
 */
export async function readCappedForm(request: Request, maxBytes: number): Promise<FormData> {
  const bytes = await readAtMost(request, maxBytes);
  if (!bytes) {
    throw data(`The form is larger than ${Math.round(maxBytes / (1024 * 1024))} MB; send smaller files`, {
      status: 413,
    });
  }
  const headers = new Headers();
  const type = request.headers.get('content-type');
  if (type) headers.set('content-type', type);
  return readForm(new Request(request.url, { method: 'POST', headers, body: new Blob([bytes as BlobPart]) }));
}

/** The files of a field that the shopper actually chose (a browser sends an empty one when none is chosen). */
export function chosenFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((entry): entry is File => typeof entry !== 'string' && entry.size > 0);
}
