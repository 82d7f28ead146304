import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv, Services } from '../../http/context';
import { ownOrigin } from '../../http/request';
import { hasSession } from '../editor/guards';
import { EditorSessions } from '../editor/session';
import { HTML_HEADERS } from '../editor/sign-in';
import { fileIdOf } from '../file-storage/file-links';
import { fileStorageOf } from '../file-storage/services';
import { formTitles } from './forms-sql';
import { ticketView } from './ticket-view';
import { newestTickets } from './tickets-sql';

export const LEADS_PATH = '/editor/leads';
const SHOWN = 200;
/** How long the attachment links on the page work: as long as a shopper's (sign-urls, 300 s). */
const LINK_SECONDS = 300;
const POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:24px;color:#1f2937}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #e5e7eb;padding:8px;text-align:left;vertical-align:top}
td pre{white-space:pre-wrap;margin:0;font:inherit}img{width:72px;height:72px;object-fit:cover;border-radius:4px}
.muted{color:#6b7280}`;

/** Who sent a lead: the contact form's details, or the shopper's account. */
function senderOf(customJson: Record<string, unknown>, userId: string | null): string {
  const comms = (customJson.comms_details ?? {}) as Record<string, unknown>;
  const details = [comms.name, comms.email, comms.phone].filter((v) => typeof v === 'string' && v);
  if (details.length) return details.join(' · ');
  return userId ? `Shopper ${userId}` : 'Visitor';
}

/**
 * The merchant's list of leads (contact messages, form submissions, product requests), newest first, behind
 * the theme editor's sign-in. Attachments link to signed addresses that expire with the page.
 */
export function registerLeadsPage(app: Hono<AppEnv>, services: Services): void {
  const { db, config } = services;
  const sessions = new EditorSessions(db, config.editorToken);
  const files = fileStorageOf(services);

  app.get(LEADS_PATH, async (c) => {
    if (!(await hasSession(c, sessions))) return c.redirect('/editor/', 302);
    const applicationId = config.applicationId;
    const [rows, titles] = await Promise.all([
      newestTickets(db, applicationId, SHOWN),
      formTitles(db, applicationId),
    ]);
    const origin = ownOrigin(c);
    // Attachment values are the sender's text: a bare path names a file as well as a full address does.
    const link = (url: string) => {
      const named = fileIdOf(url);
      return named
        ? files.signer.sign(`${origin}${new URL(url, origin).pathname}`, named.id, LINK_SECONDS)
        : undefined;
    };
    const items = rows.map((row) => {
      const ticket = ticketView(row, 0, row.form_slug ? titles.get(row.form_slug) : undefined);
      const content = row.content as {
        title?: string;
        description?: string;
        attachments?: { type: string; display?: string; value: string }[];
      };
      const extra = Object.entries(row.custom_json).filter(([key]) => key !== 'comms_details');
      return html`<tr data-lead="${row.id}">
  <td class="muted">${row.created_at.toISOString().replace('T', ' ').slice(0, 16)}</td>
  <td>${ticket.category.display}</td>
  <td>${senderOf(row.custom_json, row.user_id)}</td>
  <td><strong>${content.title ?? ''}</strong><pre>${content.description ?? ''}</pre>${extra.map(
    ([key, value]) => html`<div class="muted">${key}: ${JSON.stringify(value)}</div>`,
  )}</td>
  <td>${(content.attachments ?? []).map((attachment) => {
    const href = link(attachment.value);
    if (!href) return html`<div>${attachment.display ?? attachment.value}</div>`;
    return attachment.type === 'image'
      ? html`<a href="${href}"><img src="${href}" alt="${attachment.display ?? 'attachment'}"></a>`
      : html`<div><a href="${href}">${attachment.display ?? 'file'}</a></div>`;
  })}</td>
</tr>`;
    });
    const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Leads</title><style>${STYLE}</style></head>
<body><p><a href="/editor/">‹ Theme editor</a></p><h1>Leads</h1>
${
  rows.length
    ? html`<table><thead><tr><th>When</th><th>Kind</th><th>From</th><th>Message</th><th>Files</th></tr></thead><tbody>${items}</tbody></table>`
    : html`<p>No leads yet.</p>`
}
</body></html>`;
    return c.html(page, 200, { ...HTML_HEADERS, 'content-security-policy': POLICY });
  });
}
