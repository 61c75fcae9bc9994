import type { Location, StaffMember, StaffStatus } from '@gv/proto';
import { Table, type Column } from '../../../components/ui/table';
import { useBusinessDates } from '../../../lib/format-date';
import { roleLabel, workplaces } from '../roles';
import { RowAction } from '../../../components/ui/row-action';

const STATUS_LABELS: Record<StaffStatus, string> = { invited: 'Invited', active: 'Active', removed: 'Removed' };
const STATUS_TONES: Record<StaffStatus, 'warning' | 'success' | 'muted'> = { invited: 'warning', active: 'success', removed: 'muted' };

interface StaffListProps {
  staff: readonly StaffMember[];
  /** The business's open locations: a column says where each member works when there are several. */
  locations: readonly Location[];
  /** The signed-in owner's email: their row says "you". */
  yourEmail: string | undefined;
  onChange: (member: StaffMember) => void;
  onRemove: (member: StaffMember) => void;
}

/** The business's staff: who, their role and status, where they work, when they last signed in; change or remove each. */
export function StaffList({ staff, locations, yourEmail, onChange, onRemove }: StaffListProps) {
  const dates = useBusinessDates();
  const several = locations.length > 1;
  const columns: Column[] = ['Name', 'Role', 'Status', ...(several ? ['Locations'] : []), 'Last sign-in', { hidden: 'Actions' }];
  return (
    <Table columns={columns} className="list-table team-staff">
      {staff.map((member) => (
        <tr key={member.id} className={member.status === 'removed' ? 'team-staff__removed' : undefined}>
          <td data-label="Name">
            <span className="cell-stack">
              <strong>
                {member.name}
                {member.email === yourEmail && <span className="muted"> (you)</span>}
              </strong>
              <span className="muted small">{member.email}</span>
            </span>
          </td>
          <td data-label="Role" className="nowrap">
            {roleLabel(member.role)}
          </td>
          <td data-label="Status" className="nowrap">
            <span className={`badge badge--${STATUS_TONES[member.status]}`}>{STATUS_LABELS[member.status]}</span>
          </td>
          {several && <td data-label="Locations">{member.role === 'clerk' ? workplaces(member.locationIds, locations) : 'All locations'}</td>}
          <td data-label="Last sign-in">{member.lastSignInAt ? dates.dateTime(member.lastSignInAt) : 'Never'}</td>
          <td className="team-staff__actions">
            {member.status !== 'removed' && (
              <>
                <RowAction action="Change" item={`${member.name}'s role`} look="btn--secondary" onClick={() => onChange(member)} />
                <RowAction action="Remove" item={member.name} look="btn--ghost team-danger" onClick={() => onRemove(member)} />
              </>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}
