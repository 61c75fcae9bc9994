import type { Merchant } from './merchant.js';
import { SQUARE_COUNTRIES, type SquareCountry } from './square-countries.js';
import { notFound, SquareFailure, type Answer } from './wire.js';


/**
 * Test values for the Locations API (what Settings verifies saved credentials with), besides each merchant's own main
 * location (active, in the US): one active and one inactive location every token sees, an active one in each other
 * country Square serves (`LTESTCA` in Canada, taking CAD; … `LTESTJP` in Japan, taking JPY), and a token Square has revoked.
 */
export const TEST_LOCATIONS = {
  active: 'LTESTACTIVE',
  inactive: 'LTESTINACTIVE',
  inCountry: { CA: 'LTESTCA', GB: 'LTESTGB', IE: 'LTESTIE', FR: 'LTESTFR', ES: 'LTESTES', AU: 'LTESTAU', JP: 'LTESTJP' },
} as const;
export const REVOKED_ACCESS_TOKEN = 'EAAA-test-revoked-token';

/** Square's Location object (snake_case, as on the wire), the fields a client reads. */
export interface Location {
  id: string;
  name: string;
  merchant_id: string;
  status: 'ACTIVE' | 'INACTIVE';
  country: string;
  currency: string;
  business_name: string;
  type: 'PHYSICAL';
  created_at: string;
  capabilities: string[];
}

/** GET /v2/locations and GET /v2/locations/{location_id}: a location of another merchant, or none, is NOT_FOUND. */
export class LocationsApi {
  list(merchant: Merchant): Answer {
    return { status: 200, body: { locations: this.locationsOf(merchant) } };
  }

  get(merchant: Merchant, locationId: string): Answer {
    return { status: 200, body: { location: this.find(merchant, locationId) } };
  }

  /** The merchant's location, or NOT_FOUND. */
  find(merchant: Merchant, locationId: string): Location {
    const location = this.locationsOf(merchant).find((candidate) => candidate.id === locationId);
    if (!location) throw notFound(`Location \`${locationId}\` not found.`);
    return location;
  }

  /**
   * The currency a location takes payments in: a location takes only its country's. An id that is none of the
   * merchant's locations is taken as its main location, as the emulator has always let payments name any location.
   */
  currencyAt(merchant: Merchant, locationId: string): string {
    return this.locationsOf(merchant).find((candidate) => candidate.id === locationId)?.currency ?? merchant.currency;
  }

  private locationsOf(merchant: Merchant): Location[] {
    const location = (id: string, name: string, status: Location['status'], country: SquareCountry = 'US'): Location => ({
      id,
      name,
      merchant_id: merchant.id,
      status,
      country,
      currency: country === 'US' ? merchant.currency : SQUARE_COUNTRIES[country],
      business_name: 'Emulated merchant',
      type: 'PHYSICAL',
      created_at: '2024-01-01T00:00:00Z',
      capabilities: status === 'ACTIVE' ? ['CREDIT_CARD_PROCESSING'] : [],
    });
    return [
      location(merchant.locationId, 'Main location', 'ACTIVE'),
      location(TEST_LOCATIONS.active, 'Test location', 'ACTIVE'),
      location(TEST_LOCATIONS.inactive, 'Closed test location', 'INACTIVE'),
      ...Object.entries(TEST_LOCATIONS.inCountry).map(([country, id]) => location(id, `Test location (${country})`, 'ACTIVE', country as SquareCountry)),
    ];
  }
}

/** Square's answer to a revoked token: 401 with the AUTHENTICATION_ERROR body. */
export function revokedToken(): SquareFailure {
  return new SquareFailure(401, [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This access token has been revoked.' }]);
}
