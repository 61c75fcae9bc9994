import type { Merchant } from './merchant.js';
import { notFound, SquareFailure, type Answer } from './wire.js';

/**
 * Test values for the Locations API (what Settings verifies saved credentials with), besides each merchant's own main
 * location (active): one active and one inactive location every token sees, and a token Square has revoked.
 */
export const TEST_LOCATIONS = {
  active: 'LTESTACTIVE',
  inactive: 'LTESTINACTIVE',
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
    const location = this.locationsOf(merchant).find((candidate) => candidate.id === locationId);
    if (!location) throw notFound(`Location \`${locationId}\` not found.`);
    return { status: 200, body: { location } };
  }

  private locationsOf(merchant: Merchant): Location[] {
    const location = (id: string, name: string, status: Location['status']): Location => ({
      id,
      name,
      merchant_id: merchant.id,
      status,
      country: 'US',
      currency: merchant.currency,
      business_name: 'Emulated merchant',
      type: 'PHYSICAL',
      created_at: '2024-01-01T00:00:00Z',
      capabilities: status === 'ACTIVE' ? ['CREDIT_CARD_PROCESSING'] : [],
    });
    return [
      location(merchant.locationId, 'Main location', 'ACTIVE'),
      location(TEST_LOCATIONS.active, 'Test location', 'ACTIVE'),
      location(TEST_LOCATIONS.inactive, 'Closed test location', 'INACTIVE'),
    ];
  }
}

/** Square's answer to a revoked token: 401 with the AUTHENTICATION_ERROR body. */
export function revokedToken(): SquareFailure {
  return new SquareFailure(401, [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This access token has been revoked.' }]);
}
