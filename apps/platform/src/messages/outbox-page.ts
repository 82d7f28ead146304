import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv, Services } from '../http/context';
import { outboxMessages } from './outbox';

export const OUTBOX_PATH = '/_dev/outbox';

/**
 * The dev outbox: the codes and links the shop would have sent, newest first, for a person trying the demo and
 * for journeys (each message carries data-to, data-code and data-link). Served only while the outbox is on;
 * otherwise the path is unknown (404). `?to=` shows one recipient's messages.
 */
export function registerDevOutbox(app: Hono<AppEnv>, { db, config }: Pick<Services, 'db' | 'config'>): void {
  if (!config.devOutbox) return;
  app.get(OUTBOX_PATH, async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase() || undefined;
    const messages = await outboxMessages(db, to);
    c.header('cache-control', 'no-store');
    c.header('x-robots-tag', 'noindex');
    return c.html(html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}pre{white-space:pre-wrap;margin:.5rem 0 0}small{color:#555}</style>
</head>
<body>
<h1>Dev outbox</h1>
<p>Messages this shop would have sent by e-mail or SMS, newest first. Shown only while the dev outbox is on (VITRINE_DEV_OUTBOX).</p>
${messages.length === 0 ? html`<p id="empty">No messages yet.</p>` : ''}
${messages.map(
  (
    m,
  ) => html`<article class="message" data-channel="${m.channel}" data-to="${m.recipient}" data-code="${m.code ?? ''}" data-link="${m.link ?? ''}">
<small>${new Date(m.created_at).toISOString()} · ${m.channel === 'sms' ? 'SMS' : 'E-mail'} to <b>${m.recipient}</b></small>
<h2>${m.subject}</h2>
<pre>${m.body}</pre>
${m.link ? html`<p><a href="${m.link}">Open the link</a></p>` : ''}
</article>`,
)}
</body>
</html>`);
  });
}
