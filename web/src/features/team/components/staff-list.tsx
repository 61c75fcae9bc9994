import type { Location, StaffMember, StaffStatus } from '@gv/proto';
import { Table, type Column } from '../../../components/ui/table';
import { useBusinessDates } from '../../../lib/format-date';
import { roleLabel, workplaces } from '../roles';
import { RowAction } from '../../../components/ui/row-action';
import { useMessages } from '../../../lib/i18n';
import { teamPageMessages } from '../team.messages';

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
  const t = useMessages(teamPageMessages);
  const dates = useBusinessDates();
  const several = locations.length > 1;
  const columns: Column[] = [t('name'), t('role'), t('status'), ...(several ? [t('locations')] : []), t('lastSignIn'), { hidden: t('actions') }];
  return (
    <Table columns={columns} className="list-table team-staff">
      {staff.map((member) => (
        <tr key={member.id} className={member.status === 'removed' ? 'team-staff__removed' : undefined}>
          <td data-label="Name">
            <span className="cell-stack">
              <strong>
                {member.name}
                {member.email === yourEmail && <span className="muted">{t('you')}</span>}
              </strong>
              <span className="muted small">{member.email}</span>
            </span>
          </td>
          <td data-label="Role" className="nowrap">
            {roleLabel(member.role)}
          </td>
          <td data-label="Status" className="nowrap">
            <span className={`badge badge--${STATUS_TONES[member.status]}`}>{t(member.status)}</span>
          </td>
          {several && <td data-label="Locations">{member.role === 'clerk' ? workplaces(member.locationIds, locations) : t('allLocations')}</td>}
          <td data-label="Last sign-in">{member.lastSignInAt ? dates.dateTime(member.lastSignInAt) : t('never')}</td>
          <td className="team-staff__actions">
            {member.status !== 'removed' && (
              <>
                <RowAction
                  action={t('change')}
                  item={t('memberRole', { name: member.name })}
                  look="btn--secondary"
                  onClick={() => onChange(member)}
                />
                <RowAction action={t('remove')} item={member.name} look="btn--ghost team-danger" onClick={() => onRemove(member)} />
              </>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}
