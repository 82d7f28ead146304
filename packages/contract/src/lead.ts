import { z } from 'zod';
import { noParams, noQuery, slugParam } from './common';
import { endpoint } from './endpoint';
import {
  AddTicketPayload,
  CustomForm,
  CustomFormSubmissionPayload,
  SubmitCustomFormResponse,
  Ticket,
  TicketHistory,
  TicketHistoryPayload,
} from './lead-models';

const BASE = '/service/application/lead/v1.0';

const ticketId = z.object({
  id: z.string().min(1, 'id is required').max(64, 'id must be at most 64 characters'),
});

/** Tickets (contact messages, product requests) and the shop's custom forms (Lead). */
export const lead = {
  createTicket: endpoint({
    method: 'POST',
    path: `${BASE}/ticket/`,
    params: noParams,
    query: noQuery,
    body: AddTicketPayload,
    response: Ticket,
  }),
  getTicket: endpoint({
    method: 'GET',
    path: `${BASE}/ticket/{id}`,
    params: ticketId,
    query: noQuery,
    body: undefined,
    response: Ticket,
  }),
  createHistory: endpoint({
    method: 'POST',
    path: `${BASE}/ticket/{id}/history`,
    params: ticketId,
    query: noQuery,
    body: TicketHistoryPayload,
    response: TicketHistory,
  }),
  getCustomForm: endpoint({
    method: 'GET',
    path: `${BASE}/form/{slug}`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: undefined,
    response: CustomForm,
  }),
  submitCustomForm: endpoint({
    method: 'POST',
    path: `${BASE}/form/{slug}/submit`,
    params: z.object({ slug: slugParam }),
    query: noQuery,
    body: CustomFormSubmissionPayload,
    response: SubmitCustomFormResponse,
  }),
};
