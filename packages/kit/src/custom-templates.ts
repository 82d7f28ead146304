import type { CustomTemplate } from './theme-contract';

export interface MatchedTemplates {
  /** The templates from the outermost to the innermost. */
  chain: CustomTemplate[];
  params: Record<string, string>;
}

const partsOf = (path: string) => path.split('/').filter(Boolean);

function matchFrom(
  templates: CustomTemplate[] | undefined,
  parts: string[],
  params: Record<string, string>,
): MatchedTemplates | undefined {
  for (const template of templates ?? []) {
    const own = partsOf(template.path);
    if (own.length === 0 || own.length > parts.length) continue;
    const found = { ...params };
    const fits = own.every((part, i) => {
      if (part.startsWith(':')) {
        found[part.slice(1)] = parts[i];
        return true;
      }
      return part === parts[i];
    });
    if (!fits) continue;
    const rest = parts.slice(own.length);
    if (rest.length === 0) return { chain: [template], params: found };
    const deeper = matchFrom(template.children, rest, found);
    if (deeper) return { chain: [template, ...deeper.chain], params: deeper.params };
  }
  return undefined;
}

/** The theme's templates a path under /c/ shows (e.g. 'lookbook/summer'), or undefined when none matches. */
export function matchCustomTemplate(
  templates: CustomTemplate[] | undefined,
  path: string,
): MatchedTemplates | undefined {
  let parts: string[];
  try {
    parts = partsOf(path).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  return parts.length === 0 ? undefined : matchFrom(templates, parts, {});
}
