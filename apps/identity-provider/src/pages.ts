import type { ServerResponse } from 'node:http';
import type { DemoIdentity } from './identities';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

export function send(res: ServerResponse, status: number, type: string, body: string, headers = {}): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export const sendJson = (res: ServerResponse, status: number, body: unknown, headers = {}) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit;cursor:pointer}
.note{color:#555;font-size:.875rem}</style></head><body>${body}</body></html>`;
}

/** One submit button per demo person, carrying the form's hidden fields. */
export function identityPicker(
  action: string,
  hidden: Record<string, string>,
  identities: DemoIdentity[],
  extra = '',
): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const buttons = identities
    .map(
      (person, index) =>
        `<button type="submit" name="identity" value="${index}" data-email="${escapeHtml(person.email)}">` +
        `${escapeHtml(`${person.firstName} ${person.lastName}`)} &lt;${escapeHtml(person.email)}&gt;</button>`,
    )
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${fields}${extra}${buttons}</form>`;
}

/** A page that hands `message` to the window that opened the popup (on its origin only), then closes. */
export function replyToOpener(origin: string, message: unknown): string {
  const script = `window.opener&&window.opener.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')},${JSON.stringify(origin).replace(/</g, '\\u003c')});window.close();`;
  return page('Signing in', `<p>Returning to the shop…</p><script>${script}</script>`);
}

/** The shop's page origin as the popup was told it, when it is a plain http(s) origin. */
export function originOf(value: string | null | undefined): string | undefined {
  try {
    const url = new URL(value ?? '');
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
