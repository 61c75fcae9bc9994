import { useDispatch } from 'react-redux';
import type { Location } from '@gv/proto';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { ConfirmDialog } from './confirm-dialog';
import { useMessages } from '../../../lib/i18n';
import { teamLocationsMessages } from '../team.messages';

/** Archives a location once the owner confirms; "a business keeps one open location" comes back as the server's message. */
export function ArchiveLocationDialog({ location, onClose }: { location: Location; onClose: () => void }) {
  const t = useMessages(teamLocationsMessages);
  const dispatch = useDispatch();
  const submission = useSubmission('archive', onClose);
  return (
    <ConfirmDialog
      title={t('archiveTitle')}
      confirmLabel={t('archive')}
      submission={submission}
      onConfirm={() => dispatch(teamActions.archiveLocationRequest({ id: location.id }))}
      onClose={onClose}
    >
      <p>{t.rich('archiveText', { name: location.name, b: (chunks) => <strong>{chunks}</strong> })}</p>
    </ConfirmDialog>
  );
}
