import { parse, serialize } from 'cookie';
import { redirect } from 'react-router';
import { z } from 'zod';
import { requestCookies, SESSION_COOKIE } from '../account/session.server';
import { BAG_PATH } from '../cart/cart-paths';
import { arrivedOverHttps } from '../forms.server';
import { ORDER_STATUS_PATH } from './flow';
import { openForSession, sealForSession } from './sealed-cookie.server';

/** The shop's page that hands the shopper's browser to a provider's own page with a hidden form. */
const PROVIDER_FORM_PATH = '/cart/pay';
const COOKIE = 'vitrine.payform';
/** Long enough to reload the page or press Continue; a new checkout answers a new form. */
const MAX_AGE_SECONDS = 10 * 60;
const ORDER_ID = /^[\w-]{1,60}$/;

const httpUrl = z.string().refine((text) => /^https?:$/.test(URL.parse(text)?.protocol ?? ''));

/** What a checkout answer carries for a hidden-form provider (payment_flow 'hidden_form'). */
const HiddenForm = z.object({
  payment_flow: z.literal('hidden_form'),
  aggregator: z.string().max(40),
  api_link: httpUrl,
  form_fields: z
    .record(z.string().max(40), z.string().max(2000))
    .refine((fields) => Object.keys(fields).length <= 40),
});

/** The form as kept for the page: which order it pays, where it goes and what it sends. */
const KeptForm = z.object({
  orderId: z.string().max(60),
  provider: z.string().max(40),
  action: httpUrl,
  fields: z.array(z.tuple([z.string(), z.string()])),
});
type KeptForm = z.output<typeof KeptForm>;

/**
 * When a checkout answer is a hidden form to post to the provider: where the browser goes next (this shop's
 * hand-off page) and the cookie that keeps the form for it, signed with the shopper's session cookie so that
 * only the session that placed the order can post it. Undefined for any other answer.
 */
export function providerFormHandOff(request: Request, data: unknown, orderStatus: string) {
  const parsed = HiddenForm.safeParse(data);
  const session = requestCookies(request)[SESSION_COOKIE];
  const query = new URL(orderStatus, 'http://shop').searchParams;
  const orderId = query.get('order_id') ?? '';
  if (!parsed.success || !session || !ORDER_ID.test(orderId)) return undefined;
  const kept: KeptForm = {
    orderId,
    provider: parsed.data.aggregator,
    action: parsed.data.api_link,
    fields: Object.entries(parsed.data.form_fields),
  };
  const cookie = serialize(COOKIE, sealForSession(kept, session), {
    // Not the page's own path: a client-side navigation loads its data from /cart/pay.data.
    path: '/cart',
    httpOnly: true,
    sameSite: 'lax',
    secure: arrivedOverHttps(request),
    maxAge: MAX_AGE_SECONDS,
  });
  return { url: `${PROVIDER_FORM_PATH}?${query}`, cookie };
}

function keptForm(request: Request, orderId: string): KeptForm | undefined {
  const raw = parse(request.headers.get('cookie') ?? '')[COOKIE];
  const parsed = KeptForm.safeParse(openForSession(raw, requestCookies(request)[SESSION_COOKIE]));
  return parsed.success && parsed.data.orderId === orderId ? parsed.data : undefined;
}

/** The hand-off page's form for the order in the address; without one (expired, another session), its status. */
export function loadProviderForm(request: Request) {
  const query = new URL(request.url).searchParams;
  const orderId = query.get('order_id') ?? '';
  if (!ORDER_ID.test(orderId)) throw redirect(BAG_PATH);
  const form = keptForm(request, orderId);
  if (!form) throw redirect(`${ORDER_STATUS_PATH}?${query}`);
  return { provider: form.provider, action: form.action, fields: form.fields };
}
