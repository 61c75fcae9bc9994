import type { StaffRole } from '@gv/proto';
import { SelectField } from '../../../components/ui/form-field';
import { ROLE_CHOICES } from '../roles';
import { SelectOptions } from '../../../components/ui/select-options';

/** The role a member has, with what it allows said under the select. */
export function RoleField({ value, onChange, error }: { value: StaffRole; onChange: (role: StaffRole) => void; error?: string }) {
  return (
    <SelectField
      label="Role"
      value={value}
      onValue={(role) => onChange(role as StaffRole)}
      error={error}
      hint={ROLE_CHOICES.find((choice) => choice.role === value)?.description}
    >
      <SelectOptions choices={ROLE_CHOICES} value="role" label="label" />
    </SelectField>
  );
}
