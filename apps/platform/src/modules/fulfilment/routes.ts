import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { checkJsonDepth } from '../../http/body';
import type { AppEnv, Services } from '../../http/context';
import { badRequest } from '../../http/errors';
import { parseOrThrow } from '../../http/route';
import { requireSession, sameOriginJson } from '../editor/guards';
import type { EditorSessions } from '../editor/session';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '../order/shipment-lifecycle';
import { advanceOrder, advanceShipment } from './fulfilment';
import { listShipments } from './fulfilment-list';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ShipmentParams = z.object({ shipmentId: z.string().regex(ID, 'shipmentId is not a shipment id') });
const OrderParams = z.object({ orderId: z.string().regex(ID, 'orderId is not an order id') });
const Status = z.enum(Object.keys(SHIPMENT_STATUSES) as [ShipmentStatus, ...ShipmentStatus[]], {
  error: `to must be one of ${Object.keys(SHIPMENT_STATUSES).join(', ')}`,
});
const AdvanceBody = z.strictObject({ to: Status.optional() });
const QcBody = z.strictObject({
  result: z.enum(['pass', 'fail'], { error: "result must be 'pass' or 'fail'" }),
});
const ListQuery = z.strictObject({
  awaiting: z.enum(['true', 'false'], { error: "awaiting must be 'true' or 'false'" }).optional(),
  order_id: z.string().regex(ID, 'order_id is not an order id').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 200' })
    .int('limit must be a whole number from 1 to 200')
    .min(1, 'limit must be a whole number from 1 to 200')
    .max(200, 'limit must be a whole number from 1 to 200')
    .optional(),
});

const NO_STORE = { 'cache-control': 'private, no-store' };

/** The posted JSON ({} when nothing was posted). */
async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  checkJsonDepth(text);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
}

/**
 * The fulfilment simulator's calls at /editor/api/fulfilment, for the signed-in merchant only (the theme
 * editor's page and `npm run fulfil`): list shipments, move a shipment or a whole order, pass or fail a return's
 * quality check.
 */
export function merchantFulfilment(services: Services, sessions: EditorSessions): Hono<AppEnv> {
  const { db, config } = services;
  const app = new Hono<AppEnv>();
  app.use('*', requireSession(sessions), sameOriginJson());

  const shipmentNow = async (shipmentId: string) =>
    (await listShipments(db, config.applicationId, { shipmentId, limit: 1 }))[0];

  app.get('/shipments', async (c) => {
    const query = parseOrThrow(ListQuery, c.req.query(), 'query');
    const shipments = await listShipments(db, config.applicationId, {
      awaiting: query.awaiting === 'true',
      orderId: query.order_id,
      limit: query.limit,
    });
    return c.json({ shipments }, 200, NO_STORE);
  });

  app.post('/shipments/:shipmentId/advance', async (c) => {
    const { shipmentId } = parseOrThrow(ShipmentParams, c.req.param(), 'path');
    const { to } = parseOrThrow(AdvanceBody, await jsonBody(c), 'body');
    const steps = await advanceShipment(services, shipmentId, to);
    return c.json({ steps, shipment: await shipmentNow(shipmentId) }, 200, NO_STORE);
  });

  app.post('/shipments/:shipmentId/qc', async (c) => {
    const { shipmentId } = parseOrThrow(ShipmentParams, c.req.param(), 'path');
    const { result } = parseOrThrow(QcBody, await jsonBody(c), 'body');
    const to = result === 'pass' ? 'return_qc_passed' : 'return_qc_failed';
    const steps = await advanceShipment(services, shipmentId, to);
    return c.json({ steps, shipment: await shipmentNow(shipmentId) }, 200, NO_STORE);
  });

  app.post('/orders/:orderId/advance', async (c) => {
    const { orderId } = parseOrThrow(OrderParams, c.req.param(), 'path');
    const { to } = parseOrThrow(AdvanceBody, await jsonBody(c), 'body');
    const moved = await advanceOrder(services, orderId, to);
    const shipments = await listShipments(db, config.applicationId, { orderId, limit: 200 });
    return c.json({ moved, shipments }, 200, NO_STORE);
  });
  return app;
}
