import type { Location, StaffRole } from '@gv/proto';

/** Each role as the team screen names and explains it (decision 0077). */
export const ROLE_CHOICES: readonly { role: StaffRole; label: string; description: string }[] = [
  { role: 'owner', label: 'Owner', description: 'Everything, including the team, settings and payments.' },
  { role: 'manager', label: 'Manager', description: 'Gift cards, orders and refunds, customers, reports and the counter.' },
  { role: 'clerk', label: 'Clerk', description: 'The counter only: scan, redeem and cash out cards.' },
];

export const roleLabel = (role: StaffRole) => ROLE_CHOICES.find((choice) => choice.role === role)?.label ?? role;

/** Where a member works, as the list says it: a clerk's locations by name; empty means every location. */
export function workplaces(locationIds: readonly string[], locations: readonly Location[]): string {
  const names = locations.filter((location) => locationIds.includes(location.id)).map((location) => location.name);
  return names.length > 0 ? names.join(', ') : 'All locations';
}
