/**
 * Whether text holds a C0 control character or DEL, the characters no request should carry: PostgreSQL refuses
 * NUL in text, and the rest have no place in a path, a query or a header. Body text may keep tab, line feed and
 * carriage return (`lineBreaks`), which multi-line fields such as an address legitimately hold.
 */
export function hasControlCharacter(text: string, lineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(lineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}
