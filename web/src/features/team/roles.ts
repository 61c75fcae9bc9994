import type { Location, StaffRole } from '@gv/proto';
import { message } from '../../lib/i18n';
import { teamPageMessages } from './team.messages';

/** Each role as the team screen names and explains it (decision 0077). */
export const ROLE_CHOICES = [
  { role: 'owner', label: 'ownerLabel', description: 'ownerText' },
  { role: 'manager', label: 'managerLabel', description: 'managerText' },
  { role: 'clerk', label: 'clerkLabel', description: 'clerkText' },
] as const satisfies readonly { role: StaffRole; label: string; description: string }[];

/** A role as the team screen names it, in the language now. */
export const roleLabel = (role: StaffRole) => {
  const choice = ROLE_CHOICES.find((candidate) => candidate.role === role);
  return choice ? message(teamPageMessages, choice.label) : role;
};

/** Where a member works, as the list says it: a clerk's locations by name; empty means every location. */
export function workplaces(locationIds: readonly string[], locations: readonly Location[]): string {
  const names = locations.filter((location) => locationIds.includes(location.id)).map((location) => location.name);
  return names.length > 0 ? names.join(', ') : message(teamPageMessages, 'allLocations');
}
