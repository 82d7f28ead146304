import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { API_PREFIX } from './route';

/**
 * Set on the answer to a path no route serves (a HEAD's 404 has no body to say so), so a caller can tell a call
 * the API lacks from a resource it does not hold.
 */
export const UNROUTED_HEADER = 'x-unrouted';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** The API's registered paths, `:param` segments matching any one segment as Hono's router does. */
function knownPaths(api: Hono<AppEnv>): KnownPath[] {
  const byPath = new Map<string, KnownPath>();
  for (const route of api.routes) {
    if (route.path.includes('*') || route.method === 'ALL') continue;
    let known = byPath.get(route.path);
    if (!known) {
      const source = route.path
        .split(/(:[a-z_]+)/)
        .map((part, index) => (index % 2 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      known = { pattern: new RegExp(`^${source}$`), methods: new Set() };
      byPath.set(route.path, known);
    }
    known.methods.add(route.method);
    if (route.method === 'GET') known.methods.add('HEAD');
  }
  return [...byPath.values()];
}

/**
 * Registered after every module: a path no route serves answers 404, a known path asked with another method
 * 405 with `Allow`, both in the API's JSON error shape so SDKs can read them. (Hono does not use a sub-app's
 * notFound once it is mounted with `app.route`, so this is an ordinary last route.)
 */
export function answerUnknownRoutes(api: Hono<AppEnv>, prefix = API_PREFIX): void {
  const mountedAt = new RegExp(`^(?:/api)?${prefix}`);
  let paths: KnownPath[] | undefined;
  api.all('*', (c) => {
    paths ??= knownPaths(api);
    const path = c.req.path.replace(mountedAt, '');
    const allowed = new Set(
      paths.filter((known) => known.pattern.test(path)).flatMap((known) => [...known.methods]),
    );
    if (allowed.size === 0) {
      return c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404, {
        [UNROUTED_HEADER]: 'true',
      });
    }
    const allow = [...allowed].join(', ');
    return c.json({ message: `${c.req.path} takes ${allow}, not ${c.req.method}` }, 405, { allow });
  });
}
