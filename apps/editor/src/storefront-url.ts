import { createContext } from 'react';

/** The storefront's base URL ('' = the editor's own origin), for previews of images the shop serves. */
export const StorefrontUrl = createContext('');

/** An image value as the browser can load it from here: site paths such as /assets/… belong to the storefront. */
export function imagePreviewUrl(
  value: string,
  storefrontUrl: string,
  editorHref: string,
): string | undefined {
  try {
    const url = new URL(value, new URL(storefrontUrl ? `${storefrontUrl}/` : '/', editorHref));
    return /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
