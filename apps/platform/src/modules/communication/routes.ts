import { api as contract } from '@vitrine/contract';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import { clientAddress } from '../../http/request';
import type { On } from '../../http/route';
import { sessionToken } from '../user/cookie';
import { sessionUser } from '../user/sessions';
import { signedInUser } from '../user/signed-in';
import { consentOf, savePushToken, setConsent } from './consents';
import { SUBSCRIPTIONS_PER_ADDRESS, setVisitorSubscription } from './newsletter';

const endpoints = contract.communication;

/**
 * The signed-in shopper's own consents and devices: no call takes another shopper's id. A visitor may only
 * subscribe an e-mail address to the newsletter, a few times an hour from one client.
 */
export function registerCommunication(on: On, services: Services): void {
  const { db, config, limits } = services;
  const shopper = signedInUser(services);

  on(endpoints.getCommunicationConsent, async (_, c) => consentOf(db, await shopper(c)));

  on(endpoints.upsertCommunicationConsent, async ({ body }, c) => {
    const application = c.get('application');
    const user = await sessionUser(db, application.id, sessionToken(c));
    if (user) return setConsent(db, user, body.channel, body.response);
    const address = clientAddress(c, config.trustProxy) ?? 'in-process';
    const reservation = await limits.reserve(SUBSCRIPTIONS_PER_ADDRESS, `${application.id}:${address}`);
    if (!reservation.allowed) {
      const minutes = Math.max(1, Math.ceil(reservation.waitMs / 60_000));
      throw new HttpError(
        429,
        `Too many subscriptions. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    return setVisitorSubscription(db, application, body);
  });

  on(endpoints.upsertAppPushtoken, async ({ body }, c) => savePushToken(db, await shopper(c), body));
}
