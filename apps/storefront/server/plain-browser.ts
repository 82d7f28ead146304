/**
 * A browser without JavaScript for server tests: it keeps cookies as the shop sets and drops them, sends them
 * back, posts forms from the shop's own origin, and does not follow redirects.
 */
export function plainBrowser(
  shop: { fetch(request: Request): Response | Promise<Response> },
  origin: string,
  cookies: Record<string, string> = {},
) {
  const jar = new Map(Object.entries(cookies));
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || attributes.some((a) => /max-age=0/i.test(a.trim()))) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const send = async (path: string, init: RequestInit = {}) =>
    keep(await shop.fetch(new Request(`${origin}${path}`, init)));
  return {
    jar,
    get: (path: string, headers: Record<string, string> = {}) =>
      send(path, { headers: { cookie: cookie(), ...headers } }),
    post: (path: string, fields: Record<string, string>) =>
      send(path, {
        method: 'POST',
        headers: { cookie: cookie(), origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}
