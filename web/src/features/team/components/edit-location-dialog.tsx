import { useDispatch } from 'react-redux';
import type { Location } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { LocationFields } from './location-fields';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { useMessages } from '../../../lib/i18n';
import { teamLocationsMessages } from '../team.messages';

/** A location's new name, address or time zone. */
export function EditLocationDialog({ location, defaultZone, onClose }: { location: Location; defaultZone: string; onClose: () => void }) {
  const t = useMessages(teamLocationsMessages);
  const dispatch = useDispatch();
  const submission = useSubmission('editLocation', onClose);
  return (
    <Modal
      open
      title={t('editTitle', { name: location.name })}
      onClose={onClose}
      busy={submission.pending}
      footer={<DialogActions onCancel={onClose} label={t('save')} busy={submission.pending} form="team-edit-location" />}
    >
      {submission.error && <AlertBanner tone="error">{submission.error}</AlertBanner>}
      <LocationFields
        id="team-edit-location"
        location={location}
        defaultZone={defaultZone}
        fields={submission.fields}
        onSubmit={(form) => dispatch(teamActions.saveLocationRequest({ id: location.id, form }))}
      />
    </Modal>
  );
}
