/** A UTF-16 surrogate without its pair: no character at all, and PostgreSQL refuses it in JSON. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether text holds a C0 control character or DEL, the characters no request should carry (PostgreSQL refuses
 * NUL in text, and the rest have no place in a path, a query or a header), or a lone surrogate. Body text may
 * keep tab, line feed and carriage return (`lineBreaks`), which multi-line fields such as an address hold.
 */
export function hasControlCharacter(text: string, lineBreaks = false): boolean {
  if (LONE_SURROGATE.test(text)) return true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code < 0x20 && !(lineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`: a scan of the text before parsing, so a
 * body nested thousands deep is refused without recursing over it.
 */
export function nestsDeeperThan(json: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}
