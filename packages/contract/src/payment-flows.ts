import { z } from 'zod';
import { noParams, queryText } from './common';
import { endpoint } from './endpoint';

const BASE = '/service/application/payment/v1.0';
/** The most HTML renderHTML decodes: a provider's page, not a document store. */
const MAX_BASE64_HTML = 256 * 1024;

/** Providers that take payments on their own pages: a hidden form's HTML, and the way to an aggregator's signup. */
export const paymentFlows = {
  /** Decodes a provider page's base64 HTML (a hidden form, say) for the browser to render. */
  renderHTML: endpoint({
    method: 'POST',
    path: `${BASE}/payment/html/render/`,
    params: noParams,
    query: z.strictObject({}),
    body: z.looseObject({
      returntype: z.string().max(40).nullable().optional(),
      base64_html: z
        .string()
        .max(MAX_BASE64_HTML, `base64_html is at most ${MAX_BASE64_HTML} characters`)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64_html must be base64'),
    }),
    response: z.looseObject({ html: z.string() }),
  }),
  /** Where a shopper signs up with an aggregator that pays on its own pages (Rupifi's credit line). */
  redirectToAggregator: endpoint({
    method: 'GET',
    path: `${BASE}/payment/redirect-to-aggregator/`,
    params: noParams,
    query: z.strictObject({
      source: queryText(40, 'source').optional(),
      aggregator: queryText(40, 'aggregator').optional(),
    }),
    body: undefined,
    response: z.looseObject({
      success: z.boolean(),
      data: z.looseObject({ status: z.boolean(), signup_url: z.string() }),
    }),
  }),
} as const;
