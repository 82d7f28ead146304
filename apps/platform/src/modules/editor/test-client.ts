/** Helpers for the editor's tests: sign in over HTTP and call the editor with the session cookie. */

export async function signIn(baseUrl: string, token: string, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/editor/session`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ token }),
  });
}

/** The `name=value` part of the session cookie a successful sign-in sets. */
export async function sessionCookie(baseUrl: string, token: string): Promise<string> {
  const response = await signIn(baseUrl, token);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('vitrine_editor='));
  if (response.status !== 303 || !cookie) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return cookie.split(';')[0];
}

export function editorClient(baseUrl: string, cookie: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/editor/${path}`, {
      method,
      headers: {
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json', origin: baseUrl }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {}
    // biome-ignore lint/suspicious/noExplicitAny: tests read the editor's answers as plain JSON.
    return { status: response.status, headers: response.headers, text, body: json as any };
  };
  return {
    headers: { cookie },
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    put: (path: string, body: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
  };
}
