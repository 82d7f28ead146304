import { describe, expect, it } from 'vitest';
import { mapAvailable, placeProblem } from './map-provider';

describe('the address map', () => {
  it('is offered only when the feature is on and a key is configured', () => {
    expect(mapAvailable(undefined)).toBe(false);
    expect(mapAvailable({ enabled: true, apiKey: '  ' })).toBe(false);
    expect(mapAvailable({ enabled: false, apiKey: 'key' })).toBe(false);
    expect(mapAvailable({ enabled: true, apiKey: 'key' })).toBe(true);
  });

  it('refuses picked places without a position, without parts, or outside the country (spec §5)', () => {
    const point = { latitude: 19.07, longitude: 72.87 };
    const parts = { city: 'Mumbai' };
    expect(placeProblem({ parts, countryIso: 'IN' }, 'IN')).toBe('Returned place contains no geometry');
    expect(placeProblem({ point, countryIso: 'IN' }, 'IN')).toBe(
      'Address components are missing or invalid.',
    );
    expect(placeProblem({ point, parts, countryIso: 'AE' }, 'IN')).toBe(
      'Place selected is not within the desired country.',
    );
    expect(placeProblem({ point, parts, countryIso: 'in' }, 'IN')).toBeUndefined();
  });
});
