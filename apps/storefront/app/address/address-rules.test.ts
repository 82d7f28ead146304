import { addressFieldError as fieldError } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import {
  addressBody,
  addressErrors,
  afterFailedLookup,
  displayLines,
  type FormField,
  OTHER_NAME,
  typeChoiceOf,
} from './address-rules';

const text = (slug: string, display_name: string, required: boolean, max: number): FormField => ({
  slug,
  display_name,
  required,
  input: 'textbox',
  validation: { type: 'regex', regex: { value: `^.{${required ? 1 : 0},${max}}$`, length: { max } } },
});
const pincode: FormField = {
  slug: 'pincode',
  display_name: 'Pincode',
  required: true,
  input: 'textbox',
  validation: { type: 'regex', regex: { value: '^[1-9][0-9]{5}$', length: { min: 6, max: 6 } } },
};
const phone: FormField = {
  slug: 'phone',
  display_name: 'Mobile Number',
  required: true,
  input: 'mobile',
  validation: { type: 'regex', regex: { value: '^[6-9][0-9]{9}$', length: { min: 10, max: 10 } } },
};
const fields = [
  text('address', 'Flat no., house no., building', true, 80),
  text('landmark', 'Landmark', false, 80),
  pincode,
  phone,
];

const entry = (values: Record<string, string>, more: Partial<Parameters<typeof addressErrors>[1]> = {}) => ({
  values,
  addressType: 'Home',
  otherName: '',
  country: 'IN',
  askCountry: false,
  ...more,
});

describe('address form messages (spec §5)', () => {
  it('names a missing required field in lower case, and lets optional ones be empty', () => {
    expect(fieldError(fields[0], '   ')).toBe('flat no., house no., building is required.');
    expect(fieldError(fields[1], '')).toBeUndefined();
  });

  it('reports the maximum length', () => {
    expect(fieldError(fields[1], 'x'.repeat(81))).toBe(
      'Maximum length exceeded for landmark. Max length is 80.',
    );
    expect(fieldError(fields[1], ` ${'x'.repeat(80)} `)).toBeUndefined();
  });

  it('checks the pincode and the phone against the country’s formats', () => {
    expect(fieldError(pincode, '012345')).toBe('Invalid pincode .');
    expect(fieldError(pincode, '400001')).toBeUndefined();
    expect(fieldError(phone, '12345')).toBe('Invalid Phone Number');
    expect(fieldError(phone, '98765432101')).toBe('Invalid Phone Number');
    expect(fieldError(phone, '9876543210')).toBeUndefined();
  });

  it('asks for the name of an Other address and for a country only when it is chosen here', () => {
    const good = { address: '12 Sea View', pincode: '400001', phone: '9876543210' };
    expect(addressErrors(fields, entry(good))).toEqual({});
    expect(addressErrors(fields, entry(good, { addressType: 'Other', otherName: ' ' }))).toEqual({
      [OTHER_NAME]: 'Enter Address Name',
    });
    expect(addressErrors(fields, entry(good, { country: '', askCountry: true }))).toEqual({
      country: 'country is required',
    });
    expect(addressErrors(fields, entry(good, { country: '' }))).toEqual({});
  });

  it('lists every problem in form order, so the first one is the first invalid field', () => {
    expect(Object.keys(addressErrors(fields, entry({ pincode: '1', phone: '' })))).toEqual([
      'address',
      'pincode',
      'phone',
    ]);
  });
});

describe('the saved address', () => {
  it('is trimmed, sends the pincode as area_code and the name of an Other address as its type', () => {
    const body = addressBody(
      fields,
      entry(
        { address: ' 12 Sea View ', pincode: '400001 ', phone: '9876543210' },
        {
          addressType: 'Other',
          otherName: " Grandma's ",
        },
      ),
    );
    expect(body).toEqual({
      address: '12 Sea View',
      landmark: '',
      area_code: '400001',
      phone: '9876543210',
      country_iso_code: 'IN',
      address_type: "Grandma's",
    });
  });

  it('shows a saved custom type as Other with its name', () => {
    expect(typeChoiceOf('Office')).toEqual({ choice: 'Office', name: '' });
    expect(typeChoiceOf("Grandma's")).toEqual({ choice: 'Other', name: "Grandma's" });
    expect(typeChoiceOf(undefined)).toEqual({ choice: 'Home', name: '' });
  });

  it('clears city, state and country after a failed pincode lookup', () => {
    expect(
      afterFailedLookup({ pincode: '999999', city: 'Mumbai', state: 'Maharashtra', area: 'Fort' }),
    ).toEqual({
      pincode: '999999',
      city: '',
      state: '',
      country: '',
      area: 'Fort',
    });
  });

  it('is shown by the country’s display template, without empty parts', () => {
    const lines = displayLines('{address}, {area}, {landmark}_{city}, {state} - {pincode}', {
      address: '12 Sea View',
      area: 'Marine Drive',
      landmark: '',
      city: 'Mumbai',
      state: 'Maharashtra',
      area_code: '400001',
    });
    expect(lines).toEqual(['12 Sea View, Marine Drive', 'Mumbai, Maharashtra - 400001']);
  });
});
