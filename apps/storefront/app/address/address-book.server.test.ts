import { describe, expect, it } from 'vitest';
import { readAddressForm } from './address-book.server';
import type { FormField } from './address-rules';

const fields: FormField[] = [
  { slug: 'name', display_name: 'Full Name', required: true, input: 'textbox' },
  {
    slug: 'pincode',
    display_name: 'Pincode',
    required: true,
    input: 'textbox',
    validation: { type: 'regex', regex: { value: '^[1-9][0-9]{5}$', length: { max: 6 } } },
  },
];

const posted = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe('the posted address form', () => {
  it('becomes the address the platform stores: trimmed, pincode as area_code, Other as its name', () => {
    const { errors, body } = readAddressForm(
      fields,
      posted({
        name: ' Asha ',
        pincode: '400001',
        country_iso_code: 'IN',
        address_type: 'Other',
        other_name: 'Studio',
        is_default_address: 'true',
        state_code: 'MH',
        geo_location: '19.07,72.87',
      }),
      false,
    );
    expect(errors).toEqual({});
    expect(body).toEqual({
      name: 'Asha',
      area_code: '400001',
      country_iso_code: 'IN',
      address_type: 'Studio',
      is_default_address: true,
      state_code: 'MH',
      geo_location: { latitude: 19.07, longitude: 72.87 },
    });
  });

  it('is checked again on the server, with the country asked only for a new address of a shop shipping abroad', () => {
    const form = posted({ name: '', pincode: '12', address_type: 'Other' });
    expect(readAddressForm(fields, form, true).errors).toEqual({
      country: 'country is required',
      name: 'full name is required.',
      pincode: 'Invalid pincode .',
      address_type_name: 'Enter Address Name',
    });
    expect(readAddressForm(fields, form, false).errors).not.toHaveProperty('country');
    expect(readAddressForm(fields, posted({ name: 'A', pincode: '400001' }), false).body).toMatchObject({
      address_type: 'Home',
      is_default_address: false,
    });
  });
});
