import type { Page } from 'playwright-core';

/** The dev outbox page (README): the codes and links the shop would have sent, newest first. */
const OUTBOX_PATH = '/_dev/outbox';

interface OutboxMessage {
  to: string;
  code: string;
  link: string;
}

const attribute = (tag: string, name: string) =>
  (new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function outboxMessages(shopUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${shopUrl}${OUTBOX_PATH}`);
  if (!response.ok) throw new Error(`The dev outbox answered ${response.status}`);
  const html = await response.text();
  return [...html.matchAll(/<article class="message"[^>]*>/g)].map(([tag]) => ({
    to: attribute(tag, 'data-to'),
    code: attribute(tag, 'data-code'),
    link: attribute(tag, 'data-link'),
  }));
}

/** A mobile number is addressed with or without its calling code; an e-mail as it is. */
const sentTo = (message: OutboxMessage, recipient: string) =>
  message.to.toLowerCase() === recipient.toLowerCase() ||
  (/^\d+$/.test(recipient) && message.to.replace(/\D/g, '').endsWith(recipient));

/**
 * Waits for a message to `recipient` newer than the `seen` messages it already had, and returns it. Count the
 * messages before the step that sends one with `messagesTo`.
 */
async function nextMessage(shopUrl: string, recipient: string, seen: number): Promise<OutboxMessage> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mine = (await outboxMessages(shopUrl)).filter((message) => sentTo(message, recipient));
    if (mine.length > seen) return mine[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No new message to ${recipient} in the dev outbox`);
}

export async function messagesTo(shopUrl: string, recipient: string): Promise<number> {
  return (await outboxMessages(shopUrl)).filter((message) => sentTo(message, recipient)).length;
}

/** The one-time code of the next message to `recipient`. */
export async function nextCode(shopUrl: string, recipient: string, seen: number): Promise<string> {
  const message = await nextMessage(shopUrl, recipient, seen);
  if (!message.code) throw new Error(`The message to ${recipient} carries no code`);
  return message.code;
}

/** The link of the next message to `recipient`, as a path on this shop (the platform may name another host). */
export async function nextLink(shopUrl: string, recipient: string, seen: number): Promise<string> {
  const message = await nextMessage(shopUrl, recipient, seen);
  if (!message.link) throw new Error(`The message to ${recipient} carries no link`);
  const link = new URL(message.link, shopUrl);
  return `${shopUrl}${link.pathname}${link.search}`;
}

/** Types the code the shop sent into the code form on the page and verifies it. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('code-input').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}
