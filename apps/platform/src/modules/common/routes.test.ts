import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { officialClients, signedRequest } from '../user/test-clients';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
});
afterAll(() => platform?.close());

const bearer = () =>
  `Bearer ${Buffer.from(`${platform.applicationId}:${platform.applicationToken}`).toString('base64')}`;

describe('the shop’s places (common.getLocations)', () => {
  it('lists countries, the states of a country and the cities of a state, for both SDK versions', async () => {
    for (const sdk of Object.values(officialClients(platform))) {
      const countries = await sdk.common.getLocations({});
      expect(countries.items).toContainEqual(expect.objectContaining({ name: 'India', iso2: 'IN' }));
      const india = countries.items.find((item: { iso2?: string }) => item.iso2 === 'IN');
      const states = await sdk.common.getLocations({ locationType: 'state', id: india._id });
      expect(states.items).toContainEqual(expect.objectContaining({ name: 'Maharashtra', type: 'state' }));
      const maharashtra = states.items.find((item: { name: string }) => item.name === 'Maharashtra');
      const cities = await sdk.common.getLocations({ locationType: 'city', id: maharashtra._id });
      expect(cities.items).toContainEqual(expect.objectContaining({ name: 'Mumbai', type: 'city' }));
      expect(cities.items.every((city: { state_code: string }) => city.state_code === 'MH')).toBe(true);
    }
  });

  it('answers an unknown parent with no places, and an unknown type with a 400', async () => {
    const none = await signedRequest(platform, {
      method: 'GET',
      path: '/service/common/configuration/v1.0/location?location_type=city&id=x',
    });
    expect(none).toMatchObject({ status: 200, body: { items: [] } });
    const wrong = await signedRequest(platform, {
      method: 'GET',
      path: '/service/common/configuration/v1.0/location?location_type=planet',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('location_type must be one of country, state, city');
  });
});

describe('finding an application by its domain (common.searchApplication)', () => {
  it('answers the calling application for its own domain, for both SDK versions', async () => {
    for (const sdk of Object.values(officialClients(platform))) {
      const { application } = await sdk.common.searchApplication({ authorization: bearer() });
      expect(application._id).toBe(platform.applicationId);
      const again = await sdk.common.searchApplication({
        authorization: bearer(),
        query: application.domain.name,
      });
      expect(again.application._id).toBe(platform.applicationId);
    }
  });

  it('answers another domain with 404, and a caller without credentials with 401', async () => {
    const { v3 } = officialClients(platform);
    await expect(
      v3.common.searchApplication({ authorization: bearer(), query: 'elsewhere.example' }),
    ).rejects.toMatchObject({ code: 404, message: 'No application found for elsewhere.example' });
    const anonymous = await fetch(`${platform.baseUrl}/service/common/configuration/v1.0/location`);
    expect(anonymous.status).toBe(401);
  });

  it('is served under /api for the browser too', async () => {
    const answer = await signedRequest(platform, {
      method: 'GET',
      path: '/api/service/common/configuration/v1.0/location',
    });
    expect(answer.status).toBe(200);
  });
});
