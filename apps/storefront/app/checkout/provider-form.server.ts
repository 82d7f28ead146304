import { z } from 'zod';
import { type HandOffPage, handOffTo, keptFor } from './sealed-cookie.server';

/** The shop's page that hands the shopper's browser to a provider's own page with a hidden form. */
const PROVIDER_FORM_PAGE: HandOffPage = {
  path: '/cart/pay',
  cookie: 'vitrine.payform',
  // Long enough to reload the page or press Continue.
  maxAgeSeconds: 10 * 60,
};

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

/** The form as kept for the page: where it goes and what it sends. */
const KeptForm = z.object({
  provider: z.string().max(40),
  action: httpUrl,
  fields: z.array(z.tuple([z.string(), z.string()])),
});

/**
 * When a checkout answer is a hidden form to post to the provider: where the browser goes next (this shop's
 * hand-off page) and the cookie that keeps the form for it, sealed for the shopper's session so that only the
 * session that placed the order can post it. Undefined for any other answer.
 */
export function providerFormHandOff(request: Request, data: unknown, orderStatus: string) {
  const parsed = HiddenForm.safeParse(data);
  const kept: z.output<typeof KeptForm> | undefined = parsed.success
    ? {
        provider: parsed.data.aggregator,
        action: parsed.data.api_link,
        fields: Object.entries(parsed.data.form_fields),
      }
    : undefined;
  return handOffTo(PROVIDER_FORM_PAGE, request, orderStatus, kept);
}

/** The hand-off page's form for the order in the address; without one (expired, another session), its status. */
export function loadProviderForm(request: Request) {
  return keptFor(PROVIDER_FORM_PAGE, request, KeptForm).kept;
}
