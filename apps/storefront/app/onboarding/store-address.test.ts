import { describe, expect, it } from 'vitest';
import { onboardAddressPayload, storeAddressNeeded } from './store-address';

describe('when the onboarding asks for a store address', () => {
  const needed = { loggedIn: true, askStoreAddress: true, storeAddresses: [] };

  it('asks a signed-in shopper with no store address, in a shop that asks for one', () => {
    expect(storeAddressNeeded(needed)).toBe(true);
  });

  it('does not ask a visitor, nor in a shop that does not ask', () => {
    expect(storeAddressNeeded({ ...needed, loggedIn: false })).toBe(false);
    expect(storeAddressNeeded({ ...needed, askStoreAddress: false })).toBe(false);
  });

  it('does not ask a shopper who has a store address already', () => {
    expect(storeAddressNeeded({ ...needed, storeAddresses: [{ id: 'a1', tags: ['store'] }] })).toBe(false);
  });

  it('does not ask when their addresses could not be checked', () => {
    expect(storeAddressNeeded({ ...needed, storeAddresses: undefined })).toBe(false);
  });
});

describe('the onboard address payload', () => {
  const form = {
    name: 'Asha Rao',
    phone: '9876543210',
    area_code: '560001',
    city: 'Bengaluru',
    address_type: 'Office',
    is_default_address: false,
    geo_location: { latitude: 12.97, longitude: 77.59 },
  };

  it('is the form’s address, made the default, tagged store, checked out by the shopper', () => {
    const { geo_location: _, ...rest } = form;
    expect(onboardAddressPayload(form, false)).toEqual({
      ...rest,
      is_default_address: true,
      tags: ['store'],
      checkout_mode: 'self',
    });
  });

  it('keeps the map point only when the shop turns the map on', () => {
    expect(onboardAddressPayload(form, true).geo_location).toEqual({ latitude: 12.97, longitude: 77.59 });
    expect(onboardAddressPayload(form, false)).not.toHaveProperty('geo_location');
    const { geo_location: _, ...pointless } = form;
    expect(onboardAddressPayload(pointless, true)).not.toHaveProperty('geo_location');
  });
});
