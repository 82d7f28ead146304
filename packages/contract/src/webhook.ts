import { z } from 'zod';
import {
  ANALYTICS_CHANNEL,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PAGE_TYPES,
  MAX_EVENTS_PER_BATCH,
} from './analytics-events';
import { noParams, noQuery } from './common';
import { endpoint } from './endpoint';

const propertyValue = z.union([
  z.string().max(500, 'a property value must be at most 500 characters'),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

const PROPERTY_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/** One event: strict, so unknown fields or names are refused rather than stored. */
const ClickEvent = z.strictObject({
  event_name: z.enum(ANALYTICS_EVENT_NAMES, { error: 'event_name is not a known event' }),
  page_type: z.enum(ANALYTICS_PAGE_TYPES, { error: 'page_type is not a known page type' }),
  channel: z.literal(ANALYTICS_CHANNEL, { error: `channel must be '${ANALYTICS_CHANNEL}'` }),
  event_time: z.iso.datetime({ offset: true, error: 'event_time must be an ISO date and time' }).optional(),
  properties: z
    .record(z.string(), propertyValue)
    .refine(
      (value) => Object.keys(value).every((key) => PROPERTY_NAME.test(key)),
      'property names are lowercase words of at most 40 letters, digits or _',
    )
    .refine((value) => Object.keys(value).length <= 20, 'an event has at most 20 properties')
    .optional(),
});

const ClickEventRequest = z.strictObject({
  batch_id: z.string().max(100, 'batch_id must be at most 100 characters').optional(),
  click_events: z
    .array(ClickEvent, { error: 'click_events must be a list of events' })
    .min(1, 'click_events must hold at least one event')
    .max(MAX_EVENTS_PER_BATCH, `click_events must hold at most ${MAX_EVENTS_PER_BATCH} events`),
});
export type ClickEventInput = z.output<typeof ClickEvent>;

/** Endpoints of the webhook module: the storefront's click events (analytics). */
export const webhook = {
  saveClickEvent: endpoint({
    method: 'POST',
    path: '/service/application/webhook/v1.0/click-analytics/events',
    params: noParams,
    query: noQuery,
    body: ClickEventRequest,
    response: z.looseObject({ success: z.boolean(), message: z.string(), saved: z.number() }),
  }),
} as const;
