import { ApiError } from './api';

/** A shipment as the fulfilment endpoints list it (modules/fulfilment/fulfilment-list.ts on the platform). */
export interface FulfilmentShipment {
  shipment_id: string;
  order_id: string;
  status: string;
  status_title: string;
  placed_at: string | null;
  payment_mode: string;
  shopper: string;
  items: { name: string; size: string; quantity: number }[];
  store: string;
  from_city: string;
  to_city: string;
  awb_no: string | null;
  dp_name: string;
  next: string[];
}

export interface Step {
  from: string;
  to: string;
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/editor/api/fulfilment/${path}`, {
    credentials: 'same-origin',
    ...(body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (!response.ok) {
    const message =
      typeof answer?.message === 'string' && answer.message ? answer.message : 'Something went wrong';
    throw new ApiError(message, response.status);
  }
  return answer as T;
}

type Moved = { steps: Step[]; shipment?: FulfilmentShipment };

export const fulfilmentApi = {
  shipments: async (awaiting: boolean) =>
    (await call<{ shipments: FulfilmentShipment[] }>(`shipments?awaiting=${awaiting}&limit=100`)).shipments,
  advance: (shipmentId: string, to: string) =>
    call<Moved>(`shipments/${encodeURIComponent(shipmentId)}/advance`, { to }),
  qc: (shipmentId: string, result: 'pass' | 'fail') =>
    call<Moved>(`shipments/${encodeURIComponent(shipmentId)}/qc`, { result }),
};
