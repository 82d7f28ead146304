import { scriptJson, stripTags } from '../product/json-ld';

/** A value put into a merchant's template: text only (spec: meta content strips angle brackets and quotes). */
function markupText(value: unknown): string {
  if (value === undefined || value === null || typeof value === 'object') return '';
  return stripTags(String(value)).replace(/[<>"']/g, '');
}

function lookUp(values: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      values,
    );
}

/**
 * The merchant's templated JSON-LD (`{{blog.title}}` and the like) filled with the page's values, ready for a
 * <script>: each value is JSON-escaped where it lands, and the result must parse as JSON, so a value can never
 * break out of its string or of the element. A template that is not JSON once filled gives undefined (the caller
 * falls back to its own structured data).
 */
export function fillMarkupSchema(template: string, values: Record<string, unknown>): string | undefined {
  const filled = template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) =>
    JSON.stringify(markupText(lookUp(values, path))).slice(1, -1),
  );
  try {
    const json: unknown = JSON.parse(filled);
    return json && typeof json === 'object' ? scriptJson(json) : undefined;
  } catch {
    return undefined;
  }
}
