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
  }, // The capital of every other state and union territory, so each one can be chosen in the address form.
  {
    city: 'Itanagar',
    state: 'Arunachal Pradesh',
    stateCode: 'AR',
    first: 791111,
    count: 3,
    latitude: 27.0844,
    longitude: 93.6053,
  },
  {
    city: 'Raipur',
    state: 'Chhattisgarh',
    stateCode: 'CG',
    first: 492001,
    count: 3,
    latitude: 21.2514,
    longitude: 81.6296,
  },
  {
    city: 'Shimla',
    state: 'Himachal Pradesh',
    stateCode: 'HP',
    first: 171001,
    count: 3,
    latitude: 31.1048,
    longitude: 77.1734,
  },
  {
    city: 'Ranchi',
    state: 'Jharkhand',
    stateCode: 'JH',
    first: 834001,
    count: 3,
    latitude: 23.3441,
    longitude: 85.3096,
  },
  {
    city: 'Imphal',
    state: 'Manipur',
    stateCode: 'MN',
    first: 795001,
    count: 3,
    latitude: 24.817,
    longitude: 93.9368,
  },
  {
    city: 'Shillong',
    state: 'Meghalaya',
    stateCode: 'ML',
    first: 793001,
    count: 3,
    latitude: 25.5788,
    longitude: 91.8933,
  },
  {
    city: 'Aizawl',
    state: 'Mizoram',
    stateCode: 'MZ',
    first: 796001,
    count: 3,
    latitude: 23.7271,
    longitude: 92.7176,
  },
  {
    city: 'Kohima',
    state: 'Nagaland',
    stateCode: 'NL',
    first: 797001,
    count: 3,
    latitude: 25.6751,
    longitude: 94.1086,
  },
  {
    city: 'Ludhiana',
    state: 'Punjab',
    stateCode: 'PB',
    first: 141001,
    count: 3,
    latitude: 30.901,
    longitude: 75.8573,
  },
  {
    city: 'Gangtok',
    state: 'Sikkim',
    stateCode: 'SK',
    first: 737101,
    count: 3,
    latitude: 27.3314,
    longitude: 88.6138,
  },
  {
    city: 'Agartala',
    state: 'Tripura',
    stateCode: 'TR',
    first: 799001,
    count: 3,
    latitude: 23.8315,
    longitude: 91.2868,
  },
  {
    city: 'Port Blair',
    state: 'Andaman and Nicobar Islands',
    stateCode: 'AN',
    first: 744101,
    count: 3,
    latitude: 11.6234,
    longitude: 92.7265,
  },
  {
    city: 'Daman',
    state: 'Dadra and Nagar Haveli and Daman and Diu',
    stateCode: 'DH',
    first: 396210,
    count: 3,
    latitude: 20.3974,
    longitude: 72.8328,
  },
  {
    city: 'Srinagar',
    state: 'Jammu and Kashmir',
    stateCode: 'JK',
    first: 190001,
    count: 3,
    latitude: 34.0837,
    longitude: 74.7973,
  },
  {
    city: 'Leh',
    state: 'Ladakh',
    stateCode: 'LA',
    first: 194101,
    count: 3,
    latitude: 34.1526,
    longitude: 77.5771,
  },
  {
    city: 'Kavaratti',
    state: 'Lakshadweep',
    stateCode: 'LD',
    first: 682555,
    count: 3,
    latitude: 10.5669,
    longitude: 72.642,
  },
  {
    city: 'Puducherry',
    state: 'Puducherry',
    stateCode: 'PY',
    first: 605001,
    count: 3,
    latitude: 11.9416,
    longitude: 79.8083,
  },
];

/** Every demo pincode, deterministic: a few hundred across the major cities, and some in every state. */
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
