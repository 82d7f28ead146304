import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { DevOutboxTable } from '../db/tables/operations';
import type { MessageSender } from './message';

/** How many messages the outbox page shows, newest first. */
const SHOWN = 50;

/** Keeps each message in the database for the dev outbox page, instead of sending it anywhere. */
export function outboxSender(db: Db): MessageSender {
  return {
    async send(message) {
      await db
        .insertInto('dev_outbox')
        .values({
          application_id: message.applicationId,
          channel: message.channel,
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          code: message.code ?? null,
          link: message.link ?? null,
        })
        .execute();
    },
  };
}

/** A kept message as the outbox page shows it. */
export type OutboxEntry = Omit<Selectable<DevOutboxTable>, 'id' | 'application_id'>;

/** The newest messages kept, optionally only those to one recipient. */
export async function outboxMessages(db: Db, recipient?: string): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('dev_outbox')
    .select(['channel', 'recipient', 'subject', 'body', 'code', 'link', 'created_at'])
    .orderBy('id', 'desc')
    .limit(SHOWN);
  if (recipient) query = query.where('recipient', '=', recipient);
  return query.execute();
}
