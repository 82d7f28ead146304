/**
 * A request's body, read into memory only while it stays within `maxBytes`: undefined when its declared length
 * is over (nothing is read) or when the bytes streamed in pass it (the stream is cancelled there), so a body sent
 * without Content-Length cannot fill memory either.
 */
export async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return undefined;
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
        return undefined;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
