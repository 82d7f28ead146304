import { randomBytes } from 'node:crypto';
import { type api, CONSENT_CHANNELS, type ConsentChannel, type EndpointResponse } from '@vitrine/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { UserRow } from '../user/users-sql';

type Consent = EndpointResponse<typeof api.communication.getCommunicationConsent>;
type PushTokenRequest = z.output<typeof api.communication.upsertAppPushtoken.body>;
type PushToken = EndpointResponse<typeof api.communication.upsertAppPushtoken>;

const DISPLAY_NAMES: Record<ConsentChannel, string> = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

/** The shopper's answer per channel; a channel never answered reads 'no' (nothing is sent without a yes). */
export async function consentOf(db: Db, user: UserRow): Promise<Consent> {
  const rows = await db
    .selectFrom('communication_consents')
    .select(['channel', 'response'])
    .where('user_id', '=', user.id)
    .execute();
  const answer = (channel: ConsentChannel) => rows.find((row) => row.channel === channel)?.response ?? 'no';
  const channels = Object.fromEntries(
    CONSENT_CHANNELS.map((channel) => [
      channel,
      { response: answer(channel), display_name: DISPLAY_NAMES[channel] },
    ]),
  ) as Consent['channels'];
  return { app_id: user.application_id, user_id: user.id, channels };
}

export async function setConsent(
  db: Db,
  user: UserRow,
  channel: ConsentChannel,
  response: 'yes' | 'no',
): Promise<Consent> {
  await db
    .insertInto('communication_consents')
    .values({ application_id: user.application_id, user_id: user.id, channel, response })
    .onConflict((oc) => oc.columns(['user_id', 'channel']).doUpdateSet({ response, updated_at: new Date() }))
    .execute();
  return consentOf(db, user);
}

/** Devices kept per shopper: the most recently saved, so made-up device ids cannot fill the table. */
const DEVICES_PER_SHOPPER = 20;

/**
 * Keeps one token per shopper's device, and the shopper's 20 most recent devices; 'reset' marks a token
 * expired (the app signed out on that device).
 */
export async function savePushToken(db: Db, user: UserRow, request: PushTokenRequest): Promise<PushToken> {
  const now = new Date();
  const expiredAt = request.action === 'reset' ? now : null;
  const row = await db.transaction().execute(async (trx) => {
    const saved = await upsertPushToken(trx, user, request, now, expiredAt);
    const recent = trx
      .selectFrom('push_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('updated_at', 'desc')
      .limit(DEVICES_PER_SHOPPER);
    await trx
      .deleteFrom('push_tokens')
      .where('user_id', '=', user.id)
      .where('id', 'not in', recent)
      .execute();
    return saved;
  });
  return pushTokenView(row);
}

function upsertPushToken(
  db: Db,
  user: UserRow,
  request: PushTokenRequest,
  now: Date,
  expiredAt: Date | null,
) {
  return db
    .insertInto('push_tokens')
    .values({
      id: randomBytes(12).toString('hex'),
      application_id: user.application_id,
      user_id: user.id,
      unique_device_id: request.unique_device_id,
      push_token: request.push_token,
      bundle_identifier: request.bundle_identifier ?? '',
      type: request.type ?? '',
      expired_at: expiredAt,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'unique_device_id']).doUpdateSet({
        push_token: request.push_token,
        bundle_identifier: request.bundle_identifier ?? '',
        type: request.type ?? '',
        expired_at: expiredAt,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

function pushTokenView(row: Selectable<Database['push_tokens']>): PushToken {
  return {
    _id: row.id,
    bundle_identifier: row.bundle_identifier,
    push_token: row.push_token,
    unique_device_id: row.unique_device_id,
    type: row.type,
    platform: 'web',
    application_id: row.application_id,
    user_id: row.user_id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    ...(row.expired_at ? { expired_at: new Date(row.expired_at).toISOString() } : {}),
  };
}
