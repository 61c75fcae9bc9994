import type { StaffRole } from '@gv/proto';
import { SelectField } from '../../../components/ui/form-field';
import { ROLE_CHOICES } from '../roles';
import { useMessages } from '../../../lib/i18n';
import { teamPageMessages } from '../team.messages';

/** The role a member has, with what it allows said under the select. */
export function RoleField({ value, onChange, error }: { value: StaffRole; onChange: (role: StaffRole) => void; error?: string }) {
  const t = useMessages(teamPageMessages);
  const chosen = ROLE_CHOICES.find((choice) => choice.role === value);
  return (
    <SelectField label={t('role')} value={value} onValue={(role) => onChange(role as StaffRole)} error={error} hint={chosen && t(chosen.description)}>
      {ROLE_CHOICES.map((choice) => (
        <option key={choice.role} value={choice.role}>
          {t(choice.label)}
        </option>
      ))}
    </SelectField>
  );
}
