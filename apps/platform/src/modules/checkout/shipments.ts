import { cartView, type PricedCart } from '../cart/cart-view';
import { deliveryPromise } from '../catalog/product-offers';

/** The cart split into what each store will send (CartShipmentsResponse): one shipment per fulfilling store. */
export function shipmentsOf(priced: PricedCart) {
  const view = cartView(priced);
  const items = view.items ?? [];
  const byStore = new Map<number, typeof items>();
  priced.lines.forEach((line, index) => {
    const list = byStore.get(line.store_uid) ?? [];
    list.push(items[index]);
    byStore.set(line.store_uid, list);
  });
  const promise = deliveryPromise();
  const shipments = [...byStore].map(([store, storeItems]) => ({
    shipments: 1,
    fulfillment_id: store,
    fulfillment_type: 'store',
    shipment_type: 'single_shipment',
    order_type: 'HomeDelivery',
    box_type: null,
    dp_id: null,
    items: storeItems,
    promise: {
      timestamp: { min: Date.parse(promise.min) / 1000, max: Date.parse(promise.max) / 1000 },
      iso: promise,
    },
  }));
  return { ...view, error: false, shipments };
}
