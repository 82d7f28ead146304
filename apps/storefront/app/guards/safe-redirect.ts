/** Any origin will do: targets are resolved against it only to see whether they stay on it. */
const SHOP = 'http://shop.invalid';

/** Browsers drop tabs and newlines inside URLs and read a backslash as a slash, so either can hide a host. */
const hidesAHost = (text: string) =>
  [...text].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * A redirect target from input (a redirectUrl query or form field) made safe to follow: a path on this shop,
 * normalised by the WHATWG URL parser, or the home page for anything else (another site, `//host`, `/\host`,
 * a script URL, control characters raw or percent-encoded, which would also break the Location header).
 */
export function safeRedirectUrl(value: string | null | undefined): string {
  if (!value) return '/';
  const plain = decoded(value);
  if (plain === undefined || hidesAHost(value) || hidesAHost(plain)) return '/';
  if (!value.startsWith('/') || plain.startsWith('//')) return '/';
  const url = new URL(value, SHOP);
  const target = url.pathname + url.search + url.hash;
  // Dot segments can collapse into a leading '//' (`/.//host`), which a browser reads as another host; an
  // encoded one is refused too, in case anything downstream decodes the path once more.
  if (url.origin !== SHOP || decoded(target)?.startsWith('//') !== false) return '/';
  return target;
}
