import { addressFieldError } from '@vitrine/contract';
import { badRequest } from '../../http/errors';
import { localityId } from './localities';

interface CountryInfo {
  name: string;
  iso2: string;
  iso3: string;
  phoneCode: string;
  latitude: string;
  longitude: string;
  timezone: string;
  currency: { code: string; name: string; symbol: string };
  /** Address levels below the country, top first. */
  hierarchy: { name: string; slug: string }[];
  /** The national mobile number without the country code. */
  phone: { pattern: string; min: number; max: number };
  /** The postal code's label and format (for countries whose form is not India's). */
  postal?: { label: string; pattern: string; min: number; max: number };
}

/** Countries the shop ships to or lists at onboarding; India is the serviceable one. */
export const COUNTRIES: CountryInfo[] = [
  {
    name: 'India',
    iso2: 'IN',
    iso3: 'IND',
    phoneCode: '+91',
    latitude: '20.5937',
    longitude: '78.9629',
    timezone: 'Asia/Kolkata',
    currency: { code: 'INR', name: 'Indian Rupee', symbol: '₹' },
    hierarchy: [
      { name: 'State', slug: 'state' },
      { name: 'City', slug: 'city' },
      { name: 'Pincode', slug: 'pincode' },
    ],
    phone: { pattern: '^[6-9][0-9]{9}$', min: 10, max: 10 },
  },
  {
    name: 'United Arab Emirates',
    iso2: 'AE',
    iso3: 'ARE',
    phoneCode: '+971',
    latitude: '23.4241',
    longitude: '53.8478',
    timezone: 'Asia/Dubai',
    currency: { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ' },
    hierarchy: [
      { name: 'State', slug: 'state' },
      { name: 'City', slug: 'city' },
      { name: 'Sector', slug: 'sector' },
    ],
    phone: { pattern: '^5[0-9]{8}$', min: 9, max: 9 },
  },
  {
    name: 'Singapore',
    iso2: 'SG',
    iso3: 'SGP',
    phoneCode: '+65',
    latitude: '1.3521',
    longitude: '103.8198',
    timezone: 'Asia/Singapore',
    currency: { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$' },
    hierarchy: [{ name: 'Pincode', slug: 'pincode' }],
    phone: { pattern: '^[89][0-9]{7}$', min: 8, max: 8 },
    postal: { label: 'Postal code', pattern: '^[0-9]{6}$', min: 6, max: 6 },
  },
  {
    name: 'United States',
    iso2: 'US',
    iso3: 'USA',
    phoneCode: '+1',
    latitude: '37.0902',
    longitude: '-95.7129',
    timezone: 'America/New_York',
    currency: { code: 'USD', name: 'US Dollar', symbol: '$' },
    hierarchy: [
      { name: 'State', slug: 'state' },
      { name: 'City', slug: 'city' },
      { name: 'ZIP code', slug: 'pincode' },
    ],
    phone: { pattern: '^[2-9][0-9]{9}$', min: 10, max: 10 },
    postal: { label: 'ZIP code', pattern: '^[0-9]{5}(-[0-9]{4})?$', min: 5, max: 10 },
  },
  {
    name: 'United Kingdom',
    iso2: 'GB',
    iso3: 'GBR',
    phoneCode: '+44',
    latitude: '55.3781',
    longitude: '-3.4360',
    timezone: 'Europe/London',
    currency: { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
    hierarchy: [
      { name: 'City', slug: 'city' },
      { name: 'Postcode', slug: 'pincode' },
    ],
    phone: { pattern: '^7[0-9]{9}$', min: 10, max: 10 },
    postal: {
      label: 'Postcode',
      pattern: '^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$',
      min: 5,
      max: 8,
    },
  },
];

export function countryBody(country: CountryInfo) {
  return {
    id: localityId('country', country.iso2),
    name: country.name,
    display_name: country.name,
    iso2: country.iso2,
    iso3: country.iso3,
    timezones: [country.timezone],
    hierarchy: country.hierarchy,
    phone_code: country.phoneCode,
    latitude: country.latitude,
    longitude: country.longitude,
    currency: country.currency,
    type: 'country',
  };
}

export function findCountry(code: string): CountryInfo | undefined {
  const wanted = code.toUpperCase();
  return COUNTRIES.find(
    (country) => country.iso2 === wanted || country.iso3 === wanted || country.name.toUpperCase() === wanted,
  );
}

const textField = (slug: string, displayName: string, required: boolean, max: number, errorText: string) => ({
  display_name: displayName,
  slug,
  required,
  edit: true,
  input: 'textbox',
  validation: {
    type: 'regex',
    regex: { value: `^.{${required ? 1 : 0},${max}}$`, length: { min: required ? 1 : 0, max } },
  },
  values: null,
  error_text: errorText,
});

const listField = (slug: string, displayName: string, query: Record<string, string | null>) => ({
  display_name: displayName,
  slug,
  required: true,
  edit: true,
  input: 'list',
  validation: null,
  values: {
    get_one: null,
    get_all: {
      operation_id: 'getLocalities',
      params: {
        path: { locality_type: slug },
        query: { country: null, state: null, city: null, sector: null, ...query },
      },
    },
  },
  error_text: `Please select a ${displayName.toLowerCase()}`,
});

const nameField = () => textField('name', 'Full Name', true, 80, 'Please enter the full name');

const phoneField = (country: CountryInfo) => ({
  display_name: 'Mobile Number',
  slug: 'phone',
  required: true,
  edit: true,
  input: 'mobile',
  validation: {
    type: 'regex',
    regex: { value: country.phone.pattern, length: { min: country.phone.min, max: country.phone.max } },
  },
  values: null,
  error_text: 'Invalid Phone Number',
});

/**
 * The address form of a country: fields with their validation and value sources, the fields that decide
 * serviceability, and the templates (field slugs as `{slug}` placeholders, `_` between rows).
 */
export function addressFields(country: CountryInfo) {
  if (country.iso2 === 'IN') {
    return {
      address: [
        nameField(),
        phoneField(country),
        textField(
          'address',
          'Flat no., house no., building',
          true,
          80,
          'Please enter your house or flat number',
        ),
        textField('area', 'Area, street, sector', true, 80, 'Please enter your area or street'),
        textField('landmark', 'Landmark', false, 80, 'Landmark must be at most 80 characters'),
        {
          display_name: 'Pincode',
          slug: 'pincode',
          required: true,
          edit: true,
          input: 'textbox',
          validation: { type: 'regex', regex: { value: '^[1-9][0-9]{5}$', length: { min: 6, max: 6 } } },
          values: {
            get_one: {
              operation_id: 'getLocality',
              params: {
                path: { locality_type: 'pincode', locality_value: '{{pincode}}' },
                query: { country: 'IN', state: null, city: null, sector: null },
              },
            },
            get_all: null,
          },
          error_text: 'Please enter a valid 6-digit pincode',
        },
        listField('city', 'City', { country: 'IN', state: '{{state}}' }),
        listField('state', 'State', { country: 'IN' }),
      ],
      serviceability_fields: ['pincode'],
      address_template: {
        checkout_form: '{name}_{phone}_{address}_{area}_{landmark}_{pincode}_{city}_{state}',
        store_os_form: '{name}_{phone}_{address}_{area}_{landmark}_{pincode}_{city}_{state}',
        default_display: '{address}, {area}, {landmark}_{city}, {state} - {pincode}',
      },
    };
  }
  const lowest = country.hierarchy[country.hierarchy.length - 1]?.slug ?? 'pincode';
  const { postal } = country;
  const lowestField = postal
    ? {
        ...textField(
          lowest,
          postal.label,
          true,
          postal.max,
          `Please enter a valid ${postal.label.toLowerCase()}`,
        ),
        validation: {
          type: 'regex',
          regex: { value: postal.pattern, length: { min: postal.min, max: postal.max } },
        },
      }
    : textField(lowest, 'Sector', true, 60, 'Please enter your sector');
  return {
    address: [
      nameField(),
      phoneField(country),
      textField('address', 'Address', true, 120, 'Please enter your address'),
      textField('area', 'Area', false, 80, 'Area must be at most 80 characters'),
      lowestField,
      textField('city', 'City', true, 60, 'Please enter your city'),
    ],
    serviceability_fields: [lowest],
    address_template: {
      checkout_form: `{name}_{phone}_{address}_{area}_{${lowest}}_{city}`,
      store_os_form: `{name}_{phone}_{address}_{area}_{${lowest}}_{city}`,
      default_display: `{address}, {area}_{city} {${lowest}}`,
    },
  };
}

/**
 * Checks an address given in form slugs against the fields one of the country's templates names (spec §5
 * messages); answers the trimmed address, or a 400 naming the first problem.
 */
export function validateAgainstTemplate(
  form: ReturnType<typeof addressFields>,
  templateName: keyof ReturnType<typeof addressFields>['address_template'],
  address: Record<string, string | undefined>,
): Record<string, string> {
  const template = form.address_template[templateName];
  const problems: string[] = [];
  const checked: Record<string, string> = {};
  for (const [key, value] of Object.entries(address)) if (value !== undefined) checked[key] = value.trim();
  for (const field of form.address) {
    if (!template.includes(`{${field.slug}}`)) continue;
    const problem = addressFieldError(field, checked[field.slug] ?? '');
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw badRequest(problems[0], { errors: problems });
  return checked;
}
