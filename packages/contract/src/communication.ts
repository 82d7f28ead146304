import { z } from 'zod';
import { noParams, noQuery } from './common';
import { endpoint } from './endpoint';
import { emailAddress } from './user-models';

const BASE = '/service/application/communication/v1.0';

/** Channels a shopper may say yes or no to, in the order the platform lists them. */
export const CONSENT_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

const text = z.string();
const Channel = z.looseObject({
  response: text.optional(),
  display_name: text.optional(),
  country_code: text.optional(),
  phone_number: text.optional(),
});
const Consent = z.looseObject({
  app_id: text,
  user_id: text,
  channels: z.looseObject({ email: Channel, sms: Channel, whatsapp: Channel }),
});

const ConsentRequest = z.object({
  channel: z.enum(CONSENT_CHANNELS, { error: "channel must be 'email', 'sms' or 'whatsapp'" }),
  response: z.enum(['yes', 'no'], { error: "response must be 'yes' or 'no'" }),
  action: z.string().max(50, 'action must be at most 50 characters').optional(),
  /** Vitrine's own: a visitor (no session) subscribes this address to the shop's e-mails. */
  email: emailAddress.optional(),
});

const field = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
const PushTokenRequest = z.object({
  action: z
    .enum(['create', 'update', 'reset'], { error: "action must be 'create', 'update' or 'reset'" })
    .optional(),
  bundle_identifier: field('bundle_identifier', 200).optional(),
  push_token: field('push_token', 4096).min(1, 'push_token is required'),
  unique_device_id: field('unique_device_id', 200).min(1, 'unique_device_id is required'),
  type: field('type', 50).optional(),
});

const PushToken = z.looseObject({
  _id: text,
  bundle_identifier: text,
  push_token: text,
  unique_device_id: text,
  type: text,
  platform: text,
  application_id: text,
  user_id: text,
  created_at: text,
  updated_at: text,
  expired_at: text.optional(),
});

/** Endpoints of the communication module: the signed-in shopper's consents and push-notification devices. */
export const communication = {
  getCommunicationConsent: endpoint({
    method: 'GET',
    path: `${BASE}/consent`,
    params: noParams,
    query: noQuery,
    body: undefined,
    response: Consent,
  }),
  upsertCommunicationConsent: endpoint({
    method: 'POST',
    path: `${BASE}/consent`,
    params: noParams,
    query: noQuery,
    body: ConsentRequest,
    response: Consent,
  }),
  upsertAppPushtoken: endpoint({
    method: 'POST',
    path: `${BASE}/pn-token`,
    params: noParams,
    query: noQuery,
    body: PushTokenRequest,
    response: PushToken,
  }),
} as const;
