import { api } from '@vitrine/contract';
import type { Context } from 'hono';
import type { AppEnv, Services } from '../../http/context';
import type { On } from '../../http/route';
import { signedInUser } from '../user/signed-in';
import { bagReasons, shipmentReasons } from './shipment-reasons';
import { updateShipment } from './shipment-update';

/** Cancelling and returning shipments: every call acts for the signed-in shopper, on their own shipments only. */
export function registerShipmentUpdates(on: On, services: Services): void {
  const { db } = services;
  const signedIn = signedInUser(services);
  const shopper = async (c: Context<AppEnv>) => ({
    applicationId: c.get('application').id,
    userId: (await signedIn(c)).id,
  });

  on(api.order.getShipmentReasons, async ({ params }, c) =>
    shipmentReasons(db, await shopper(c), params.shipment_id),
  );

  on(api.order.getShipmentBagReasons, async ({ params }, c) =>
    bagReasons(db, await shopper(c), params.shipment_id, params.bag_id),
  );

  on(api.order.updateShipmentStatus, async ({ params, body }, c) => {
    const outcome = await updateShipment(db, await shopper(c), params.shipment_id, body);
    return { statuses: [{ shipments: [outcome] }] };
  });
}
