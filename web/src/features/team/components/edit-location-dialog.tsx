import { useDispatch } from 'react-redux';
import type { Location } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { LocationFields } from './location-fields';
import { SaveDialog } from './save-dialog';
import { useMessages } from '../../../lib/i18n';
import { teamLocationsMessages } from '../team.messages';

/** A location's new name, address or time zone. */
export function EditLocationDialog({ location, defaultZone, onClose }: { location: Location; defaultZone: string; onClose: () => void }) {
  const t = useMessages(teamLocationsMessages);
  const dispatch = useDispatch();
  const submission = useSubmission('editLocation', onClose);
  return (
    <SaveDialog title={t('editTitle', { name: location.name })} formId="team-edit-location" submission={submission} onClose={onClose}>
      {submission.error && <AlertBanner tone="error">{submission.error}</AlertBanner>}
      <LocationFields
        id="team-edit-location"
        location={location}
        defaultZone={defaultZone}
        fields={submission.fields}
        onSubmit={(form) => dispatch(teamActions.saveLocationRequest({ id: location.id, form }))}
      />
    </SaveDialog>
  );
}
