import { TtlMemo } from '@vitrine/contract';
import type { PublicSdkConfig } from '@vitrine/kit';
import type { ApplicationClient } from '@vitrine/sdk';

/** What every loader and action gets from the server: one API client for this request, carrying its cookie. */
export interface StorefrontContext {
  sdk: ApplicationClient;
  /** For the browser client: the public id and token (the browser calls `${origin}/api/service/application`). */
  publicSdk: PublicSdkConfig;
  /** Memoises a value for the rest of this request, so the root and page loaders share one API call. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Shares a shop-wide value (application, menus, applied theme: the same for every shopper) across requests
   * for a few seconds. Failures are not kept.
   */
  shared<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The only origin whose theme editor messages this storefront obeys inside an editor frame. */
  editorOrigin: string;
}

// Every loader and action reads `context` as the storefront's context (built in server/app.ts), with no cast.
declare module 'react-router' {
  interface AppLoadContext extends StorefrontContext {}
}

/** How long shop-wide values are reused: merchant changes show within this time. */
const SHARED_TTL_MS = 10_000;

/** The shared memo, and a way to forget everything it keeps (when a merchant saves the theme). */
export type SharedMemo = StorefrontContext['shared'] & { clear(): void };

export function sharedMemo(ttlMs = SHARED_TTL_MS, now = () => Date.now()): SharedMemo {
  const values = new TtlMemo({ ttlMs, now });
  const shared = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    values.get(key, load as () => Promise<unknown>) as Promise<T>;
  return Object.assign(shared, { clear: () => values.clear() });
}

export function requestMemo(): StorefrontContext['once'] {
  const values = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let value = values.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      values.set(key, value);
    }
    return value;
  };
}
