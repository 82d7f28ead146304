import { type api, CONSENT_CHANNELS, type EndpointResponse } from '@vitrine/contract';
import type { Db } from '../../db/database';
import type { Application } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { LimitRule } from '../../http/rate-limit';

type Consent = EndpointResponse<typeof api.communication.upsertCommunicationConsent>;

/** Subscribing addresses from one client: a form's worth, not a list being poured in. */
export const SUBSCRIPTIONS_PER_ADDRESS: LimitRule = {
  name: 'newsletter:address',
  max: 10,
  windowMs: 60 * 60 * 1000,
};

/**
 * A visitor's yes to the shop's e-mails for an address, kept until they sign up (a signed-in shopper's answer
 * is their e-mail consent). The answer names no user. A visitor's no is refused: nothing proves the address is
 * theirs, and anyone could otherwise unsubscribe anyone.
 */
export async function setVisitorSubscription(
  db: Db,
  application: Application,
  request: { channel: string; response: 'yes' | 'no'; email?: string },
): Promise<Consent> {
  if (request.channel !== 'email' || !request.email) {
    throw badRequest('Sign in to answer for sms or whatsapp; a visitor subscribes an email address');
  }
  if (request.response !== 'yes') {
    throw badRequest('Sign in to stop the shop’s e-mails; a visitor may only subscribe an email address');
  }
  const subscribed = true;
  await db
    .insertInto('newsletter_subscribers')
    .values({ application_id: application.id, email: request.email, subscribed })
    .onConflict((oc) =>
      oc.columns(['application_id', 'email']).doUpdateSet({ subscribed, updated_at: new Date() }),
    )
    .execute();
  const names = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;
  const channels = Object.fromEntries(
    CONSENT_CHANNELS.map((channel) => [
      channel,
      { response: channel === 'email' ? request.response : 'no', display_name: names[channel] },
    ]),
  ) as Consent['channels'];
  return { app_id: application.id, user_id: '', channels };
}
