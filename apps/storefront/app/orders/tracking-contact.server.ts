import { ORDER_CONTACT_HEADER } from '@vitrine/contract';
import { parse, serialize } from 'cookie';
import { z } from 'zod';

/**
 * What a visitor typed to track an order (its id, and its mobile number or e-mail), kept so that the order's
 * tracking pages work after the form: httpOnly, only for /order-tracking, for half an hour. It proves nothing
 * by itself: the platform checks the contact against the order on every call.
 */
const COOKIE = 'vitrine.track';
const MAX_AGE_SECONDS = 30 * 60;

const MOBILE = /^(\+?91[\s-]?)?[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The tracking form's fields (spec §2 /order-tracking/): the contact only for a visitor. */
export const TrackingForm = z.object({
  order_id: z
    .string()
    .trim()
    .min(1, 'Enter your order ID')
    .max(40, 'An order ID is at most 40 characters')
    .regex(/^[\w-]+$/, 'An order ID has only letters, digits and dashes'),
  contact: z
    .string()
    .trim()
    .max(100, 'Enter the mobile number or e-mail the order was placed with')
    .refine(
      (value) => value === '' || MOBILE.test(value.replace(/\s+/g, '')) || EMAIL.test(value),
      'Enter a 10-digit mobile number or an e-mail address',
    ),
});

export interface TrackedOrder {
  orderId: string;
  contact: string;
}

const Stored = z.object({ orderId: z.string().max(40), contact: z.string().max(100) });

export function trackingCookie(tracked: TrackedOrder, secure: boolean): string {
  return serialize(COOKIE, Buffer.from(JSON.stringify(tracked)).toString('base64url'), {
    path: '/order-tracking',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The contact a visitor gave for order `orderId`, if this browser tracked it lately. */
export function trackedContact(request: Request, orderId: string): string | undefined {
  const raw = parse(request.headers.get('cookie') ?? '')[COOKIE];
  if (!raw) return undefined;
  try {
    const stored = Stored.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return stored.success && stored.data.orderId === orderId ? stored.data.contact : undefined;
  } catch {
    return undefined;
  }
}

/** The extra header that lets the platform answer a visitor for the order whose contact they know. */
export const contactHeaders = (contact: string | undefined): Record<string, string> | undefined =>
  contact ? { [ORDER_CONTACT_HEADER]: contact } : undefined;
