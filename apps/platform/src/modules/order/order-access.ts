import { ORDER_CONTACT_HEADER, storedJson } from '@vitrine/contract';
import type { Context } from 'hono';
import type { UserEmail, UserPhoneNumber } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import type { LimitRule } from '../../http/rate-limit';
import { clientAddress } from '../../http/request';
import { sessionToken } from '../user/cookie';
import { sessionUser } from '../user/sessions';
import { type OrderShopper, orderOfShipment, ownerOfOrder } from './orders-sql';
import { SHIPMENT_NOT_FOUND } from './shipment-lifecycle';

export const ORDER_NOT_FOUND = 'Order not found';

/*
 * A visitor tracking an order by its id and a contact may guess contacts, so anonymous look-ups are counted per
 * client address and per order; one that finds its order gives its count back (a shopper reloading the tracking
 * page never runs out), so only wrong guesses add up.
 */
export const CONTACT_TRIES_PER_ADDRESS: LimitRule = {
  name: 'order-contact:address',
  max: 20,
  windowMs: 15 * 60_000,
};
export const CONTACT_TRIES_PER_ORDER: LimitRule = {
  name: 'order-contact:order',
  max: 5,
  windowMs: 15 * 60_000,
};

const digitsOf = (value: string) => value.replace(/[\s().-]/g, '').replace(/^\+/, '');

/**
 * Whether a contact a visitor typed is one of the shopper's verified ones: an e-mail address (any case), or a
 * mobile number with or without its calling code (+91 98765 43210, 919876543210, 09876543210, 9876543210).
 */
function contactMatches(
  contact: string,
  shopper: { emails: UserEmail[]; phone_numbers: UserPhoneNumber[] },
): boolean {
  const given = contact.trim();
  if (given.length === 0 || given.length > 254) return false;
  if (given.includes('@')) {
    const email = given.toLowerCase();
    return shopper.emails.some((e) => e.verified && e.email.toLowerCase() === email);
  }
  const digits = digitsOf(given);
  if (!/^\d{6,15}$/.test(digits)) return false;
  return shopper.phone_numbers.some(
    (p) =>
      p.verified &&
      [p.phone, `${p.country_code}${p.phone}`, `0${p.phone}`, `00${p.country_code}${p.phone}`].includes(
        digits,
      ),
  );
}

/** The order (and shipment) a call may read, for the caller it may read it for. */
export interface Readable {
  orderId: string;
  shopper: OrderShopper;
}

/**
 * Finds what a call names, for its caller: a signed-in shopper reads only their own orders; with `visitors`, a
 * caller without a session reads an order by naming its shopper's mobile number or e-mail in ORDER_CONTACT_HEADER.
 * Anything else (someone else's order, no session, a wrong contact, an unknown id) is the same 404.
 */
export function orderReaders(services: Pick<Services, 'db' | 'limits' | 'config'>) {
  const { db, limits } = services;

  async function visitorMay(
    c: Context<AppEnv>,
    orderKey: string,
    userId: string | undefined,
  ): Promise<boolean> {
    const contact = c.req.header(ORDER_CONTACT_HEADER);
    if (contact === undefined) return false;
    const applicationId = c.get('application').id;
    const byAddress = `${applicationId}:${clientAddress(c, services.config.trustProxy) ?? 'unknown'}`;
    const byOrder = `${applicationId}:${orderKey}`;
    const fromAddress = await limits.reserve(CONTACT_TRIES_PER_ADDRESS, byAddress);
    if (!fromAddress.allowed) throw tooManyTries(fromAddress.waitMs);
    const forOrder = await limits.reserve(CONTACT_TRIES_PER_ORDER, byOrder);
    if (!forOrder.allowed) {
      await limits.release(CONTACT_TRIES_PER_ADDRESS, byAddress);
      throw tooManyTries(forOrder.waitMs);
    }
    const user = userId
      ? await db
          .selectFrom('users')
          .select(['emails', 'phone_numbers'])
          .where('id', '=', userId)
          .executeTakeFirst()
      : undefined;
    const matched =
      user !== undefined &&
      contactMatches(contact, {
        emails: storedJson<UserEmail[]>(user.emails) ?? [],
        phone_numbers: storedJson<UserPhoneNumber[]>(user.phone_numbers) ?? [],
      });
    if (matched) {
      await limits.release(CONTACT_TRIES_PER_ORDER, byOrder);
      await limits.release(CONTACT_TRIES_PER_ADDRESS, byAddress);
    }
    return matched;
  }

  async function readable(
    c: Context<AppEnv>,
    found: { order_id: string; user_id: string } | undefined,
    key: string,
    visitors: boolean,
    missing: string,
  ): Promise<Readable> {
    const applicationId = c.get('application').id;
    const user = await sessionUser(db, applicationId, sessionToken(c));
    if (user) {
      if (found?.user_id === user.id)
        return { orderId: found.order_id, shopper: { applicationId, userId: user.id } };
      throw notFound(missing);
    }
    if (visitors && (await visitorMay(c, found?.order_id ?? key, found?.user_id))) {
      const { order_id, user_id } = found as { order_id: string; user_id: string };
      return { orderId: order_id, shopper: { applicationId, userId: user_id } };
    }
    throw notFound(missing);
  }

  return {
    order: async (c: Context<AppEnv>, orderId: string, options: { visitors?: boolean } = {}) =>
      readable(
        c,
        await ownerOfOrder(db, c.get('application').id, orderId),
        orderId,
        options.visitors ?? false,
        ORDER_NOT_FOUND,
      ),
    shipment: async (
      c: Context<AppEnv>,
      shipmentId: string,
      options: { visitors?: boolean; orderId?: string } = {},
    ) => {
      const found = await orderOfShipment(db, c.get('application').id, shipmentId);
      // A shipment named with an order it is not in is as unknown as any other.
      const named = options.orderId === undefined || found?.order_id === options.orderId ? found : undefined;
      const readableOrder = await readable(
        c,
        named,
        `shipment:${shipmentId}`,
        options.visitors ?? false,
        SHIPMENT_NOT_FOUND,
      );
      return { ...readableOrder, shipmentId };
    },
  };
}

function tooManyTries(waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  return new HttpError(429, `Too many tries to find this order; try again in ${seconds} seconds`, {
    retry_after: seconds,
  });
}
