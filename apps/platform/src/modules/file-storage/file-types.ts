/**
 * What a file's first bytes prove it to be. Only types no browser runs are listed: raster images and PDF (which
 * is always sent as an attachment). SVG, HTML and anything unknown prove nothing and are refused.
 */
const SIGNATURES: { type: string; test: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', test: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  { type: 'image/webp', test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  { type: 'application/pdf', test: (b) => ascii(b, 0, '%PDF-') },
];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, at: number, text: string): boolean {
  if (bytes.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** The type the bytes prove, or undefined when they match no allowed signature. */
export function sniffFileType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type;
}

/** Raster images may be shown inline; everything else is only ever downloaded. */
export const isRasterImage = (type: string) => type.startsWith('image/') && type !== 'image/svg+xml';

/** A declared content type without its parameters, lower-cased (`Image/PNG; q=1` → `image/png`). */
export const bareType = (type: string) => type.split(';')[0].trim().toLowerCase();
