import { SquareClient } from 'square';
import { squareError } from '../test/square-sdk';
import { startSquareEmulator, type SquareEmulator } from './emulator';
import { REVOKED_ACCESS_TOKEN, TEST_LOCATIONS } from './locations-api';
import { merchantFor } from './merchant';

let emulator: SquareEmulator;
const clientOf = (token: string) => new SquareClient({ token, baseUrl: emulator.url, maxRetries: 0 });

beforeAll(async () => {
  emulator = await startSquareEmulator();
});

afterAll(() => emulator.close());

describe("the emulator's Locations API, as Square's SDK reads it", () => {
  it("lists the token's main location and the test locations, the inactive one marked INACTIVE", async () => {
    const { locations } = await clientOf('merchant-a-token').locations.list();
    expect(locations?.map(({ id, status }) => [id, status])).toEqual([
      [merchantFor('merchant-a-token').locationId, 'ACTIVE'],
      [TEST_LOCATIONS.active, 'ACTIVE'],
      [TEST_LOCATIONS.inactive, 'INACTIVE'],
      ...Object.values(TEST_LOCATIONS.inCountry).map((id) => [id, 'ACTIVE']),
    ]);
  });

  it("has a test location in each country Square serves, in that country's currency", async () => {
    const client = clientOf('merchant-a-token');
    const asked = async (locationId: string) => {
      const { location } = await client.locations.get({ locationId });
      return [location?.country, location?.currency];
    };
    expect(await asked(TEST_LOCATIONS.active)).toEqual(['US', 'USD']);
    const countries = await Promise.all(Object.values(TEST_LOCATIONS.inCountry).map(asked));
    expect(countries).toEqual([
      ['CA', 'CAD'],
      ['GB', 'GBP'],
      ['IE', 'EUR'],
      ['FR', 'EUR'],
      ['ES', 'EUR'],
      ['AU', 'AUD'],
      ['JP', 'JPY'],
    ]);
  });

  it('answers one location by id: active, inactive, or 404 NOT_FOUND for one the token does not own', async () => {
    const client = clientOf('merchant-a-token');
    expect((await client.locations.get({ locationId: TEST_LOCATIONS.active })).location).toMatchObject({ id: TEST_LOCATIONS.active, status: 'ACTIVE' });
    expect((await client.locations.get({ locationId: TEST_LOCATIONS.inactive })).location).toMatchObject({ status: 'INACTIVE' });
    const foreign = await squareError(client.locations.get({ locationId: merchantFor('merchant-b-token').locationId }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.errors[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' });
  });

  it('refuses the revoked test token with 401 UNAUTHORIZED on every API', async () => {
    for (const call of [clientOf(REVOKED_ACCESS_TOKEN).locations.get({ locationId: TEST_LOCATIONS.active }), clientOf(REVOKED_ACCESS_TOKEN).payments.list()]) {
      const refused = await squareError(call);
      expect(refused.statusCode).toBe(401);
      expect(refused.errors[0]).toMatchObject({ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED' });
    }
  });
});
