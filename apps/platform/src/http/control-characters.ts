import { hasControlCharacter } from '@vitrine/contract';
import type { Context } from 'hono';
import { badRequest } from './errors';

const refuse = (where: string) => badRequest(`${where} contains a control character or broken text`);

/**
 * Control characters are refused at the edge, before any handler: PostgreSQL rejects NUL in text, and none
 * belong in a path, a query or a header. Everywhere in a JSON body (keys too), except tab and line breaks.
 */
export function rejectControlCharacters(
  c: Context,
  input: { params: Record<string, string>; query: Record<string, string | string[]>; body: unknown },
): void {
  for (const [name, value] of Object.entries(input.params)) {
    if (hasControlCharacter(value)) throw refuse(`Path parameter ${name}`);
  }
  for (const [name, value] of Object.entries(input.query)) {
    if (hasControlCharacter(name) || [value].flat().some((item) => hasControlCharacter(item))) {
      throw refuse(`Query parameter ${JSON.stringify(name)}`);
    }
  }
  c.req.raw.headers.forEach((value, name) => {
    // Tab is legal in a header value (HTTP allows it as whitespace); nothing else is.
    if (hasControlCharacter(value.replaceAll('\t', ' '))) throw refuse(`Header ${name}`);
  });
  // A work list rather than recursion, so no body shape can exhaust the stack.
  const pending: [unknown, string][] = [[input.body, 'body']];
  while (pending.length > 0) {
    const [value, where] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (hasControlCharacter(value, true)) throw refuse(where);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push([item, `${where}[${index}]`]);
      });
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacter(key)) throw refuse(`A key in ${where}`);
        pending.push([item, `${where}.${key}`]);
      }
    }
  }
}
