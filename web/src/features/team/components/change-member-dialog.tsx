import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { Location, StaffMember, StaffRole } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { LocationChoices } from './location-choices';
import { RoleField } from './role-field';
import { SaveDialog } from './save-dialog';
import { useMessages } from '../../../lib/i18n';
import { teamPageMessages } from '../team.messages';

/** A member's role and, for a clerk of a business with several locations, where they work. */
export function ChangeMemberDialog({ member, locations, onClose }: { member: StaffMember; locations: readonly Location[]; onClose: () => void }) {
  const t = useMessages(teamPageMessages);
  const dispatch = useDispatch();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [locationIds, setLocationIds] = useState<string[]>(member.locationIds);
  const submission = useSubmission('change', onClose);
  const choosesLocations = role === 'clerk' && locations.length > 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only a clerk is kept to some locations; any other role works everywhere (none listed).
    dispatch(teamActions.changeRequest({ id: member.id, change: { role, locationIds: choosesLocations ? locationIds : [] } }));
  };
  return (
    <SaveDialog title={t('changeTitle', { name: member.name })} formId="team-change-form" submission={submission} onClose={onClose}>
      <form id="team-change-form" className="form" onSubmit={submit} noValidate>
        {submission.error && <AlertBanner tone="error">{submission.error}</AlertBanner>}
        <RoleField value={role} onChange={setRole} error={submission.fields.role} />
        {choosesLocations && (
          <LocationChoices locations={locations} value={locationIds} onChange={setLocationIds} error={submission.fields.locationIds} />
        )}
      </form>
    </SaveDialog>
  );
}
