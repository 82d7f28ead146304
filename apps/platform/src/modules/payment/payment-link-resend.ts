import type { Services } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import type { LimitRule } from '../../http/rate-limit';
import type { Message } from '../../messages/message';
import { rupees } from '../catalog/views';
import type { PaymentLinkRow } from './payment-links-sql';

/** A link may be sent again a few times an hour: enough for a payer who lost it, too few to spam them. */
const SENDS_PER_LINK: LimitRule = { name: 'payment-links:send', max: 5, windowMs: 60 * 60_000 };
/** Numbers given without one are Indian. */
const DEFAULT_CALLING_CODE = '91';

const amountText = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees(paise));

/** The message asking the payer to pay, on each channel the link has an address for. */
function linkMessages(shop: string, link: PaymentLinkRow, url: string, applicationId: string): Message[] {
  const subject = `${shop} asks you to pay ${amountText(Number(link.amount))}`;
  const what = link.description ? ` for ${link.description}` : '';
  const text = `${subject}${what}. Pay securely here: ${url}`;
  const messages: Message[] = [];
  if (link.email)
    messages.push({ applicationId, channel: 'email', to: link.email, subject, text, link: url });
  if (link.mobile_number) {
    const to = link.mobile_number.startsWith('+')
      ? link.mobile_number
      : `+${DEFAULT_CALLING_CODE}${link.mobile_number}`;
    messages.push({ applicationId, channel: 'sms', to, subject, text, link: url });
  }
  return messages;
}

/**
 * Sends the link to its payer through the platform's senders (SMTP, the SMS webhook, the dev outbox), within
 * SENDS_PER_LINK; 400 when the link has no address to send to.
 */
export async function sendPaymentLink(
  services: Pick<Services, 'limits' | 'messages' | 'log'>,
  shop: { id: string; name: string },
  link: PaymentLinkRow,
  url: string,
): Promise<void> {
  const messages = linkMessages(shop.name, link, url, shop.id);
  if (messages.length === 0) throw badRequest('The payment link has no e-mail address or mobile number');
  const allowed = await services.limits.reserve(SENDS_PER_LINK, `${shop.id}:${link.id}`);
  if (!allowed.allowed) {
    throw new HttpError(
      429,
      `Please wait ${Math.ceil(allowed.waitMs / 1000)} seconds before sending it again`,
    );
  }
  try {
    await Promise.all(messages.map((message) => services.messages.send(message)));
  } catch (error) {
    // The sender's own words only: an SMTP or webhook error may carry its URL, credentials and all.
    services.log.warn({ error: (error as Error).message }, 'payment link not delivered');
    throw new HttpError(502, 'The payment link could not be sent; try again later');
  }
}
