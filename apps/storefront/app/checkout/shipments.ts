import type { CartShipmentsResponse } from '@vitrine/contract';
import type { z } from 'zod';
import type { Bag } from '../cart/bag.server';

/** The cart as checkout's pages show it beside each step: its count and price breakup (lines on review only). */
export interface CheckoutCart extends Omit<Bag, 'lines' | 'coupon' | 'message' | 'isValid'> {
  buyNow: boolean;
  /** The Total row's value, in rupees. */
  total: number;
}

export function cartSummaryOf(bag: Bag, buyNow: boolean): CheckoutCart {
  const { lines, coupon, message, isValid, ...rest } = bag;
  return { ...rest, buyNow, total: bag.breakup.find((row) => row.key === 'total')?.value ?? 0 };
}

/** One shipment of the cart: how many items a store sends, and by when they arrive where it goes. */
export interface Shipment {
  /** The store that sends it. */
  id: number;
  count: number;
  /** The last day of the promise ('Sat, 28 Nov'), '' when the platform gives none (nowhere it delivers). */
  arrivesBy: string;
}

interface DeliveryPromise {
  formatted?: { min?: string; max?: string };
}

/** The shipments of a getShipments answer, each with the latest day its promise names. */
export function shipmentsOf(answer: z.output<typeof CartShipmentsResponse>): Shipment[] {
  return (answer.shipments ?? []).map((shipment, index) => ({
    id: shipment.fulfillment_id ?? index,
    count: (shipment.items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0),
    arrivesBy: (shipment.promise as DeliveryPromise | undefined)?.formatted?.max ?? '',
  }));
}
