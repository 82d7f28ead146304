import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/**
 * One call of the application API. `params` are keyed by the path placeholders (snake_case, as in `path`),
 * `query` by the wire names (snake_case). The SDK exposes both as camelCase arguments, as the official SDK does.
 */
export interface Endpoint<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  params: P;
  query: Q;
  body: B;
  response: R;
}

export function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(def: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return def;
}

/** Placeholder names in a path template, in order: `/a/{slug}/b/{size}` → ['slug', 'size']. */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
}

export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function camelToSnake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export type SnakeToCamel<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<SnakeToCamel<T>>}`
  : S;

type CamelKeys<T> = {
  [K in keyof T as string extends K ? never : K extends string ? SnakeToCamel<K> : K]: T[K];
};

/** The argument object the SDK method takes for an endpoint. */
export type EndpointArgs<E extends Endpoint> = CamelKeys<z.input<E['params']>> &
  Partial<CamelKeys<z.input<E['query']>>> &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown) & {
    requestHeaders?: Record<string, string>;
  };

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
