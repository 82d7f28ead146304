import { api as contract } from '@vitrine/contract';
import type { Context } from 'hono';
import { limitByAddress } from '../../http/address-limit';
import type { AppEnv, Services } from '../../http/context';
import type { LimitRule } from '../../http/rate-limit';
import type { On } from '../../http/route';
import { sessionToken } from '../user/cookie';
import { sessionUser } from '../user/sessions';
import { readForm, submitForm } from './form-submissions';
import { addHistory, type Caller, openTicket, readTicket } from './tickets';

const endpoints = contract.lead;

/** Leads a visitor may send (tickets, form submissions): generous for people, a wall for a script. */
export const LEADS_PER_ADDRESS: LimitRule = { name: 'leads-per-address', max: 30, windowMs: 10 * 60 * 1000 };

/** Lead: tickets (their own shopper's only, once opened) and the shop's custom forms. */
export function registerLead(on: On, services: Services): void {
  const { db } = services;
  const caller = async (c: Context<AppEnv>): Promise<Caller> => {
    const application = c.get('application');
    return {
      application,
      user: await sessionUser(db, application.id, sessionToken(c)),
      userAgent: (c.req.header('user-agent') ?? '').slice(0, 300),
    };
  };

  const countLead = limitByAddress(services, LEADS_PER_ADDRESS);

  on(endpoints.createTicket, async ({ body }, c) => {
    await countLead(c);
    return openTicket(db, await caller(c), body);
  });
  on(endpoints.getTicket, async ({ params }, c) => readTicket(db, await caller(c), params.id));
  on(endpoints.createHistory, async ({ params, body }, c) =>
    addHistory(db, await caller(c), params.id, body),
  );
  on(endpoints.getCustomForm, ({ params }, c) => readForm(db, c.get('application').id, params.slug));
  on(endpoints.submitCustomForm, async ({ params, body }, c) => {
    await countLead(c);
    return submitForm(db, await caller(c), params.slug, body);
  });
}
