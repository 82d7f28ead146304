import type { ImageEncoding } from '@vitrine/contract';
import sharp from 'sharp';

/** Re-encodes a drawn PNG; libvips works on its own threads, so the event loop only waits. */
export async function encodePicture(png: Uint8Array, encoding: ImageEncoding): Promise<Uint8Array> {
  const picture = sharp(png);
  const encoded =
    encoding === 'avif' ? picture.avif({ quality: 55, effort: 3 }) : picture.webp({ quality: 80 });
  return new Uint8Array(await encoded.toBuffer());
}
