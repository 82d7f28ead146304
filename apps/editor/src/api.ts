import type { Globals, PageData, PageSection, ThemeData } from './types';

/** An API answer other than 2xx, carrying the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`/editor/api/${path}`, {
    credentials: 'same-origin',
    ...init,
    headers: init?.body ? { 'content-type': 'application/json' } : undefined,
  });
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (!response.ok) {
    const message = typeof body?.message === 'string' && body.message ? body.message : 'Something went wrong';
    throw new ApiError(message, response.status);
  }
  return body as T;
}

/** An item a product, category, brand or collection setting may name: its slug and its name. */
export interface Choice {
  value: string;
  text: string;
}

export const editorApi = {
  choices: async (kind: string, q: string) =>
    (await call<{ items: Choice[] }>(`choices/${encodeURIComponent(kind)}?q=${encodeURIComponent(q)}`)).items,
  theme: () => call<ThemeData>('theme'),
  page: (value: string) => call<PageData>(`pages/${encodeURIComponent(value)}`),
  savePage: (value: string, sections: PageSection[]) =>
    call<{ value: string; sections: PageSection[] }>(`pages/${encodeURIComponent(value)}`, {
      method: 'PUT',
      body: JSON.stringify({ sections }),
    }),
  saveGlobals: (globals: Globals) =>
    call<{ globals: Globals }>('globals', { method: 'PUT', body: JSON.stringify(globals) }),
};
