import { describe, expect, it } from 'vitest';
import { chosenFiles, readCappedForm } from './multipart.server';

function multipart(fileBytes: number, declareLength: boolean): Request {
  const form = new FormData();
  form.set('description', 'Linen kurta');
  form.set('medias', new File([new Uint8Array(fileBytes)], 'photo.png', { type: 'image/png' }));
  form.append('medias', new File([], ''));
  const probe = new Request('http://shop.test/', { method: 'POST', body: form });
  const headers = new Headers({ 'content-type': probe.headers.get('content-type') ?? '' });
  if (!declareLength) return new Request(probe, { headers, duplex: 'half' } as RequestInit);
  return probe;
}

async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe('readCappedForm', () => {
  it('reads a form within the cap, and only the files the shopper chose', async () => {
    const form = await readCappedForm(multipart(1000, true), 10_000);
    expect(form.get('description')).toBe('Linen kurta');
    expect(chosenFiles(form, 'medias').map((file) => [file.name, file.size])).toEqual([['photo.png', 1000]]);
  });

  it('refuses a larger body with 413, whether or not it declares its length', async () => {
    const declared = multipart(20_000, true);
    declared.headers.set('content-length', '20500');
    expect(await refusal(readCappedForm(declared, 10_000))).toBe(413);
    expect(await refusal(readCappedForm(multipart(20_000, false), 10_000))).toBe(413);
  });
});
