import type { PastOutcome } from './order-rows';

/** One past order of a demo shopper: when, paid how, and how far each line's shipment went. */
export interface PastOrder {
  key: string;
  daysAgo: number;
  mode: 'COD' | 'CARD' | 'UPI';
  /** Lines: which in-stock article (by rank at the store) and how many; one shipment per store. */
  lines: { store: number; rank: number; quantity: number }[];
  outcome: PastOutcome;
}

/**
 * The demo shoppers' order history, spread over more than a year so the order list's date filters each show a
 * different list: delivered, returned and refunded, cancelled (refunded too when paid online), on its way, and
 * just placed (for the fulfilment simulator to move).
 */
export const HISTORY: Record<string, PastOrder[]> = {
  'asha@vitrine.test': [
    {
      key: 'asha-1',
      daysAgo: 400,
      mode: 'CARD',
      lines: [
        { store: 1001, rank: 0, quantity: 1 },
        { store: 1001, rank: 1, quantity: 2 },
      ],
      outcome: 'delivered',
    },
    {
      key: 'asha-2',
      daysAgo: 200,
      mode: 'UPI',
      lines: [{ store: 1002, rank: 0, quantity: 1 }],
      outcome: 'returned',
    },
    {
      key: 'asha-3',
      daysAgo: 40,
      mode: 'COD',
      lines: [{ store: 1001, rank: 2, quantity: 1 }],
      outcome: 'cancelled',
    },
    {
      key: 'asha-4',
      daysAgo: 4,
      mode: 'CARD',
      lines: [{ store: 1003, rank: 0, quantity: 1 }],
      outcome: 'shipped',
    },
    {
      key: 'asha-5',
      daysAgo: 1,
      mode: 'COD',
      lines: [
        { store: 1001, rank: 3, quantity: 1 },
        { store: 1002, rank: 1, quantity: 1 },
      ],
      outcome: 'placed',
    },
  ],
  'ravi@vitrine.test': [
    {
      key: 'ravi-1',
      daysAgo: 420,
      mode: 'COD',
      lines: [{ store: 1002, rank: 2, quantity: 1 }],
      outcome: 'delivered',
    },
    {
      key: 'ravi-2',
      daysAgo: 150,
      mode: 'CARD',
      lines: [{ store: 1001, rank: 4, quantity: 1 }],
      outcome: 'cancelled',
    },
    {
      key: 'ravi-3',
      daysAgo: 35,
      mode: 'UPI',
      lines: [{ store: 1002, rank: 3, quantity: 2 }],
      outcome: 'returned',
    },
    {
      key: 'ravi-4',
      daysAgo: 3,
      mode: 'COD',
      lines: [{ store: 1001, rank: 5, quantity: 1 }],
      outcome: 'out_for_delivery',
    },
    {
      key: 'ravi-5',
      daysAgo: 0,
      mode: 'COD',
      lines: [{ store: 1002, rank: 4, quantity: 1 }],
      outcome: 'placed',
    },
  ],
};

export const ADDRESSES: Record<string, Record<string, unknown>> = {
  'asha@vitrine.test': {
    name: 'Asha Rao',
    phone: '9876543210',
    email: 'asha@vitrine.test',
    address: '12, Sea View Apartments',
    area: 'Marine Drive',
    landmark: '',
    area_code: '400001',
    area_code_slug: 'pincode',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    country_iso_code: 'IN',
    country_code: '+91',
    address_type: 'home',
  },
  'ravi@vitrine.test': {
    name: 'Ravi Kumar',
    phone: '9812345670',
    email: 'ravi@vitrine.test',
    address: '7, 4th Cross, Indiranagar',
    area: 'HAL 2nd Stage',
    landmark: '',
    area_code: '560038',
    area_code_slug: 'pincode',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    country_iso_code: 'IN',
    country_code: '+91',
    address_type: 'home',
  },
};
