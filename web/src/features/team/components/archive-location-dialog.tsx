import { useDispatch } from 'react-redux';
import type { Location } from '@gv/proto';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { ConfirmDialog } from './confirm-dialog';

/** Archives a location once the owner confirms; "a business keeps one open location" comes back as the server's message. */
export function ArchiveLocationDialog({ location, onClose }: { location: Location; onClose: () => void }) {
  const dispatch = useDispatch();
  const submission = useSubmission('archive', onClose);
  return (
    <ConfirmDialog
      title="Archive location"
      confirmLabel="Archive"
      submission={submission}
      onConfirm={() => dispatch(teamActions.archiveLocationRequest({ id: location.id }))}
      onClose={onClose}
    >
      <p>
        Archive <strong>{location.name}</strong>? The counter no longer offers it; its past redemptions keep their place in your reports.
      </p>
    </ConfirmDialog>
  );
}
