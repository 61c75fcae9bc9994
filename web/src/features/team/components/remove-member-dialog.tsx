import { useDispatch } from 'react-redux';
import type { StaffMember } from '@gv/proto';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { ConfirmDialog } from './confirm-dialog';
import { useMessages } from '../../../lib/i18n';
import { teamPageMessages } from '../team.messages';

/** Removes a member (an invited one: withdraws the invitation) once the owner confirms; "the last owner" comes back as the server's message. */
export function RemoveMemberDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const t = useMessages(teamPageMessages);
  const dispatch = useDispatch();
  const submission = useSubmission('remove', onClose);
  const invited = member.status === 'invited';
  return (
    <ConfirmDialog
      title={invited ? t('withdrawTitle') : t('removeTitle')}
      confirmLabel={invited ? t('withdraw') : t('remove')}
      submission={submission}
      onConfirm={() => dispatch(teamActions.removeRequest({ id: member.id }))}
      onClose={onClose}
    >
      <p>{t.rich(invited ? 'withdrawText' : 'removeText', { name: member.name, email: member.email, b: (chunks) => <strong>{chunks}</strong> })}</p>
    </ConfirmDialog>
  );
}
