import type { Location } from '@gv/proto';
import { apiClient } from './api-client';

/** The locations staff and card types can be given: the business's ones not archived (decision 0077). */
export const openLocations = (locations: readonly Location[] | null) => (locations ?? []).filter((location) => !location.archived);

/** The business's open locations, for a screen that offers them without keeping them in its store. */
export async function fetchOpenLocations(): Promise<Location[]> {
  return openLocations((await apiClient.call('GET /api/v1/admin/locations')).locations);
}

/** Every location of the business, archived ones too (their history stays in the figures), each named as a filter shows it. */
export async function fetchLocationsToFilterBy(): Promise<{ id: string; name: string }[]> {
  const { locations } = await apiClient.call('GET /api/v1/admin/locations');
  return locations.map(({ id, name, archived }) => ({ id, name: archived ? `${name} (archived)` : name }));
}
