import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { TicketTable } from '../../db/schema';

export type TicketRow = Selectable<TicketTable>;

export interface NewTicket {
  id: string;
  applicationId: string;
  userId: string | null;
  category: string;
  status?: string;
  priority?: string;
  content: Record<string, unknown>;
  customJson: Record<string, unknown>;
  formSlug?: string;
  formResponse?: unknown[];
  userAgent: string;
}

export function insertTicket(db: Db, ticket: NewTicket): Promise<TicketRow> {
  return db
    .insertInto('tickets')
    .values({
      id: ticket.id,
      application_id: ticket.applicationId,
      user_id: ticket.userId,
      category: ticket.category,
      status: ticket.status,
      priority: ticket.priority,
      content: JSON.stringify(ticket.content),
      custom_json: JSON.stringify(ticket.customJson),
      form_slug: ticket.formSlug ?? null,
      form_response: ticket.formResponse ? JSON.stringify(ticket.formResponse) : null,
      user_agent: ticket.userAgent,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A ticket of this shopper's: another shopper's, or a visitor's, is not found. */
export function findOwnTicket(
  db: Db,
  owner: { id: string; application_id: string },
  id: string,
): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('application_id', '=', owner.application_id)
    .where('user_id', '=', owner.id)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertHistory(
  db: Db,
  entry: { id: string; ticketId: string; userId: string; type: string; value: unknown },
) {
  return db
    .insertInto('ticket_history')
    .values({
      id: entry.id,
      ticket_id: entry.ticketId,
      user_id: entry.userId,
      type: entry.type,
      value: JSON.stringify({ value: entry.value }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The newest leads first, for the merchant. */
export function newestTickets(db: Db, applicationId: string, limit: number): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
