import type { Db } from '../db/database';
import { hexId } from './content-settings';

/** A serviceable pincode, stored as a `content` document of kind 'pincode' (slug = the pincode). */
export interface PincodeEntry {
  pincode: string;
  city: string;
  state: string;
  state_code: string;
  country: string;
  country_iso_code: string;
  latitude: number;
  longitude: number;
}

interface CityRange {
  city: string;
  state: string;
  stateCode: string;
  /** First pincode of the city's delivery area. */
  first: number;
  count: number;
  latitude: number;
  longitude: number;
}

/** Major Indian cities and the leading part of their postal ranges (ISO 3166-2:IN state codes). */
const CITIES: CityRange[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    stateCode: 'MH',
    first: 400001,
    count: 40,
    latitude: 19.076,
    longitude: 72.8777,
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    stateCode: 'DL',
    first: 110001,
    count: 40,
    latitude: 28.6139,
    longitude: 77.209,
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    stateCode: 'KA',
    first: 560001,
    count: 40,
    latitude: 12.9716,
    longitude: 77.5946,
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    stateCode: 'TN',
    first: 600001,
    count: 30,
    latitude: 13.0827,
    longitude: 80.2707,
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    stateCode: 'WB',
    first: 700001,
    count: 30,
    latitude: 22.5726,
    longitude: 88.3639,
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    stateCode: 'TG',
    first: 500001,
    count: 30,
    latitude: 17.385,
    longitude: 78.4867,
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    stateCode: 'MH',
    first: 411001,
    count: 25,
    latitude: 18.5204,
    longitude: 73.8567,
  },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    stateCode: 'GJ',
    first: 380001,
    count: 20,
    latitude: 23.0225,
    longitude: 72.5714,
  },
  {
    city: 'Surat',
    state: 'Gujarat',
    stateCode: 'GJ',
    first: 395001,
    count: 10,
    latitude: 21.1702,
    longitude: 72.8311,
  },
  {
    city: 'Jaipur',
    state: 'Rajasthan',
    stateCode: 'RJ',
    first: 302001,
    count: 15,
    latitude: 26.9124,
    longitude: 75.7873,
  },
  {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    stateCode: 'UP',
    first: 226001,
    count: 15,
    latitude: 26.8467,
    longitude: 80.9462,
  },
  {
    city: 'Chandigarh',
    state: 'Chandigarh',
    stateCode: 'CH',
    first: 160001,
    count: 10,
    latitude: 30.7333,
    longitude: 76.7794,
  },
  {
    city: 'Kochi',
    state: 'Kerala',
    stateCode: 'KL',
    first: 682001,
    count: 10,
    latitude: 9.9312,
    longitude: 76.2673,
  },
  {
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    stateCode: 'KL',
    first: 695001,
    count: 10,
    latitude: 8.5241,
    longitude: 76.9366,
  },
  {
    city: 'Indore',
    state: 'Madhya Pradesh',
    stateCode: 'MP',
    first: 452001,
    count: 10,
    latitude: 22.7196,
    longitude: 75.8577,
  },
  {
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    stateCode: 'MP',
    first: 462001,
    count: 10,
    latitude: 23.2599,
    longitude: 77.4126,
  },
  {
    city: 'Nagpur',
    state: 'Maharashtra',
    stateCode: 'MH',
    first: 440001,
    count: 10,
    latitude: 21.1458,
    longitude: 79.0882,
  },
  {
    city: 'Guwahati',
    state: 'Assam',
    stateCode: 'AS',
    first: 781001,
    count: 10,
    latitude: 26.1445,
    longitude: 91.7362,
  },
  {
    city: 'Bhubaneswar',
    state: 'Odisha',
    stateCode: 'OD',
    first: 751001,
    count: 10,
    latitude: 20.2961,
    longitude: 85.8245,
  },
  {
    city: 'Patna',
    state: 'Bihar',
    stateCode: 'BR',
    first: 800001,
    count: 10,
    latitude: 25.5941,
    longitude: 85.1376,
  },
  {
    city: 'Panaji',
    state: 'Goa',
    stateCode: 'GA',
    first: 403001,
    count: 6,
    latitude: 15.4909,
    longitude: 73.8278,
  },
  {
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    stateCode: 'TN',
    first: 641001,
    count: 10,
    latitude: 11.0168,
    longitude: 76.9558,
  },
  {
    city: 'Visakhapatnam',
    state: 'Andhra Pradesh',
    stateCode: 'AP',
    first: 530001,
    count: 10,
    latitude: 17.6868,
    longitude: 83.2185,
  },
  {
    city: 'Dehradun',
    state: 'Uttarakhand',
    stateCode: 'UK',
    first: 248001,
    count: 8,
    latitude: 30.3165,
    longitude: 78.0322,
  },
  {
    city: 'Gurugram',
    state: 'Haryana',
    stateCode: 'HR',
    first: 122001,
    count: 10,
    latitude: 28.4595,
    longitude: 77.0266,
  },
  {
    city: 'Noida',
    state: 'Uttar Pradesh',
    stateCode: 'UP',
    first: 201301,
    count: 10,
    latitude: 28.5355,
    longitude: 77.391,
  },
];

/** Every demo pincode, deterministic: a few hundred across the major cities. */
export function demoPincodes(): PincodeEntry[] {
  return CITIES.flatMap((c) =>
    Array.from({ length: c.count }, (_, i) => ({
      pincode: String(c.first + i),
      city: c.city,
      state: c.state,
      state_code: c.stateCode,
      country: 'India',
      country_iso_code: 'IN',
      // Spread the areas a little around the city centre, so distances between pincodes differ.
      latitude: Number((c.latitude + ((i % 7) - 3) * 0.01).toFixed(4)),
      longitude: Number((c.longitude + ((i % 5) - 2) * 0.01).toFixed(4)),
    })),
  );
}

export async function seedPincodes(db: Db, applicationId: string): Promise<void> {
  const rows = demoPincodes().map((entry) => ({
    id: hexId(applicationId, 'pincode', entry.pincode),
    application_id: applicationId,
    kind: 'pincode',
    slug: entry.pincode,
    position: 0,
    tags: [entry.state_code, entry.city.toLowerCase()],
    published: true,
    data: JSON.stringify(entry),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('content')
      .values(rows.slice(start, start + 200))
      .onConflict((oc) => oc.columns(['application_id', 'kind', 'slug']).doNothing())
      .execute();
  }
}
