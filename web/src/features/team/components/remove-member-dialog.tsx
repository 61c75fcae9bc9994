import { useDispatch } from 'react-redux';
import type { StaffMember } from '@gv/proto';
import { teamActions } from '../team-slice';
import { useSubmission } from '../use-submission';
import { ConfirmDialog } from './confirm-dialog';

/** Removes a member (an invited one: withdraws the invitation) once the owner confirms; "the last owner" comes back as the server's message. */
export function RemoveMemberDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const dispatch = useDispatch();
  const submission = useSubmission('remove', onClose);
  const invited = member.status === 'invited';
  return (
    <ConfirmDialog
      title={invited ? 'Withdraw invitation' : 'Remove from the team'}
      confirmLabel={invited ? 'Withdraw' : 'Remove'}
      submission={submission}
      onConfirm={() => dispatch(teamActions.removeRequest({ id: member.id }))}
      onClose={onClose}
    >
      <p>
        {invited ? (
          <>
            Withdraw the invitation of <strong>{member.name}</strong> ({member.email})? The link they were sent stops working.
          </>
        ) : (
          <>
            Remove <strong>{member.name}</strong> ({member.email}) from the team? They are signed out at once and can no longer sign in to this
            business.
          </>
        )}
      </p>
    </ConfirmDialog>
  );
}
