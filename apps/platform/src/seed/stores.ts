import type { Insertable } from 'kysely';
import type { CurrencyTable, StoreTable } from '../db/schema';
import { currencyId } from './content';

export const STORES: Insertable<StoreTable>[] = [
  {
    uid: 1001,
    name: 'Vitrine Bandra',
    store_code: 'VTR-MUM-01',
    store_type: 'high_street',
    address: JSON.stringify({
      address1: '24 Linking Road',
      address2: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      country_code: 'IN',
      pincode: '400050',
      latitude: 19.0596,
      longitude: 72.8295,
    }),
    contacts: JSON.stringify([
      { name: 'Store Manager', phone: '+912226401234', email: 'bandra@vitrine.example' },
    ]),
    tags: ['flagship', 'pickup'],
    is_ordering_store: true,
  },
  {
    uid: 1002,
    name: 'Vitrine Brigade Road',
    store_code: 'VTR-BLR-01',
    store_type: 'high_street',
    address: JSON.stringify({
      address1: '41 Brigade Road',
      address2: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      country_code: 'IN',
      pincode: '560025',
      latitude: 12.9719,
      longitude: 77.6076,
    }),
    contacts: JSON.stringify([
      { name: 'Store Manager', phone: '+918041121234', email: 'brigade@vitrine.example' },
    ]),
    tags: ['pickup'],
    is_ordering_store: true,
  },
  {
    uid: 1003,
    name: 'Vitrine Connaught Place',
    store_code: 'VTR-DEL-01',
    store_type: 'high_street',
    address: JSON.stringify({
      address1: 'N-12 Inner Circle',
      address2: 'Connaught Place',
      city: 'New Delhi',
      state: 'Delhi',
      country: 'India',
      country_code: 'IN',
      pincode: '110001',
      latitude: 28.6315,
      longitude: 77.2167,
    }),
    contacts: JSON.stringify([
      { name: 'Store Manager', phone: '+911123411234', email: 'cp@vitrine.example' },
    ]),
    tags: ['pickup'],
    is_ordering_store: true,
  },
  {
    uid: 1004,
    name: 'Vitrine Fulfilment Centre Bhiwandi',
    store_code: 'VTR-WH-01',
    store_type: 'warehouse',
    address: JSON.stringify({
      address1: 'Gala 7, Rahnal Village',
      address2: 'Mumbai-Nashik Highway',
      city: 'Bhiwandi',
      state: 'Maharashtra',
      country: 'India',
      country_code: 'IN',
      pincode: '421302',
      latitude: 19.2813,
      longitude: 73.0483,
    }),
    contacts: JSON.stringify([
      { name: 'Warehouse Desk', phone: '+912522661234', email: 'fc@vitrine.example' },
    ]),
    tags: ['warehouse', 'ships-nationwide'],
    is_ordering_store: false,
  },
];

const currency = (code: string, name: string, symbol: string, country: string, countryCode: string) => ({
  id: currencyId(code),
  code,
  name,
  symbol,
  decimal_digits: 2,
  is_active: true,
  country_name: country,
  country_code: countryCode,
});

/** INR first: the shop's default currency. */
export const CURRENCIES: Insertable<CurrencyTable>[] = [
  currency('INR', 'Indian Rupee', '₹', 'India', 'IN'),
  currency('USD', 'US Dollar', '$', 'United States of America', 'US'),
  currency('EUR', 'Euro', '€', 'European Union', 'EU'),
  currency('GBP', 'Pound Sterling', '£', 'United Kingdom', 'GB'),
  currency('AED', 'UAE Dirham', 'د.إ', 'United Arab Emirates', 'AE'),
  currency('SGD', 'Singapore Dollar', 'S$', 'Singapore', 'SG'),
];
