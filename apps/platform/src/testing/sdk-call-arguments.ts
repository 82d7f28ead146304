/**
 * Arguments an official SDK method accepts well enough to send its request: every argument it names, with a
 * value of the kind its name suggests. Where the route is, not what it answers, is what a caller of this wants.
 */
export function plausibleArguments(
  method: (...args: unknown[]) => unknown,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  const source = method.toString();
  const names = /^[^(]*\(\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  const args: Record<string, unknown> = {};
  for (const name of names.split(',').map((part) => part.trim().split(/[\s=]/)[0])) {
    if (!name || name === 'requestHeaders') continue;
    args[name] = name in given ? given[name] : valueFor(name);
  }
  args.requestHeaders = {};
  return args;
}

function valueFor(name: string): unknown {
  if (name === 'body') return {};
  if (/^(pageNo|pageSize|timestamp|pincode)$/.test(name)) return name === 'pageSize' ? 10 : 1;
  // v1.4.13's cart calls name their flags with one letter (i: with items, b: with the breakup).
  if (/^[a-z]$/.test(name)) return false;
  if (/^(is|has|with|buyNow|all|filters|preview)/.test(name) && !/Id$/.test(name)) return false;
  if (/Type$/.test(name)) return 'mobile';
  return `plausible-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Joi's description of a schema, as far as making a value for it goes. */
interface JoiDescription {
  type: string;
  flags?: { presence?: string; only?: boolean };
  keys?: Record<string, JoiDescription>;
  allow?: unknown[];
  rules?: { name: string }[];
  matches?: { schema: JoiDescription }[];
}

/**
 * Arguments v1.4.13 of the official SDK accepts: its methods check them against Joi schemas first, so each
 * value is made from the schema (every argument, and the fields a body requires).
 */
export function argumentsFromSchema(
  description: JoiDescription,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [name, key] of Object.entries(description.keys ?? {})) {
    args[name] = name in given ? given[name] : valueFromSchema(name, key);
  }
  return args;
}

function valueFromSchema(name: string, schema: JoiDescription): unknown {
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(schema.keys ?? {})) {
        if (field.flags?.presence === 'required') value[key] = valueFromSchema(key, field);
      }
      return value;
    }
    case 'string': {
      if (schema.flags?.only && schema.allow?.length) return schema.allow[0];
      if (schema.rules?.some((rule) => rule.name === 'email')) return 'shopper@vitrine.test';
      return valueFor(name) === false ? 'plausible' : String(valueFor(name));
    }
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'date':
      return new Date().toISOString();
    case 'alternatives':
      return schema.matches?.length ? valueFromSchema(name, schema.matches[0].schema) : 'plausible';
    case 'link':
      return {};
    default:
      return 'plausible';
  }
}
