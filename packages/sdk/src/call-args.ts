import type { Endpoint, SnakeToCamel } from '@vitrine/contract';
import type { z } from 'zod';

/**
 * The argument object of a call: camelCase path parameters and query names, `body`, `requestHeaders`.
 * Same as the contract's `EndpointArgs`, except that an empty params/query schema (whose zod input type is
 * `Record<string, never>`) adds no index signature that would forbid every other argument.
 */
type CamelKeys<T> = {
  [K in keyof T as string extends K ? never : K extends string ? SnakeToCamel<K> : K]: T[K];
};
export type CallArgs<E extends Endpoint> = CamelKeys<z.input<E['params']>> &
  Partial<CamelKeys<z.input<E['query']>>> &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown) & {
    requestHeaders?: Record<string, string>;
  };
