import { randomBytes } from 'node:crypto';
import {
  type AddTicketPayload,
  CONTACT_CATEGORY,
  CONTACT_FIELDS_REQUIRED,
  type EndpointResponse,
  type lead,
  PRODUCT_REQUEST_CATEGORY,
  type TicketHistoryPayload,
} from '@vitrine/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import type { UserRow } from '../user/users-sql';
import { ticketView } from './ticket-view';
import { findOwnTicket, insertHistory, insertTicket } from './tickets-sql';

const TICKET_NOT_FOUND = 'Ticket not found';
const NOT_LOGGED_IN = 'User is not logged in';

export interface Caller {
  application: { id: string; companyId: number };
  user: UserRow | undefined;
  userAgent: string;
}

export const newLeadId = () => randomBytes(12).toString('hex');

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The spec's contact rule: name, e-mail and phone in comms_details, and the comment as the description. */
function checkContact(payload: z.output<typeof AddTicketPayload>): void {
  const comms = (payload._custom_json?.comms_details ?? {}) as Record<string, unknown>;
  if (![comms.name, comms.email, comms.phone, payload.content.description].every(filled)) {
    throw badRequest(CONTACT_FIELDS_REQUIRED);
  }
}

/**
 * Opens a ticket. Visitors may send the contact form; a product request is for signed-in shoppers. A ticket
 * opened while signed in belongs to that shopper, who alone may read it and add to its history.
 */
export async function openTicket(
  db: Db,
  caller: Caller,
  payload: z.output<typeof AddTicketPayload>,
): Promise<EndpointResponse<typeof lead.createTicket>> {
  if (payload.category === PRODUCT_REQUEST_CATEGORY && !caller.user) throw unauthorized(NOT_LOGGED_IN);
  if (payload.category === CONTACT_CATEGORY) checkContact(payload);
  const row = await insertTicket(db, {
    id: newLeadId(),
    applicationId: caller.application.id,
    userId: caller.user?.id ?? null,
    category: payload.category,
    status: payload.status || undefined,
    priority: payload.priority,
    content: payload.content,
    customJson: payload._custom_json ?? {},
    userAgent: caller.userAgent,
  });
  return ticketView(row, caller.application.companyId);
}

function owner(caller: Caller) {
  if (!caller.user) throw unauthorized(NOT_LOGGED_IN);
  return caller.user;
}

export async function readTicket(db: Db, caller: Caller, id: string) {
  const row = await findOwnTicket(db, owner(caller), id);
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return ticketView(row, caller.application.companyId);
}

export async function addHistory(
  db: Db,
  caller: Caller,
  id: string,
  payload: z.output<typeof TicketHistoryPayload>,
): Promise<EndpointResponse<typeof lead.createHistory>> {
  const user = owner(caller);
  const ticket = await findOwnTicket(db, user, id);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  const row = await insertHistory(db, {
    id: newLeadId(),
    ticketId: ticket.id,
    userId: user.id,
    type: payload.type,
    value: payload.value,
  });
  return {
    _id: row.id,
    type: row.type,
    value: (row.value as { value: unknown }).value,
    ticket_id: row.ticket_id,
    created_on: { user_agent: caller.userAgent },
    created_by: user.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.created_at.toISOString(),
  };
}
