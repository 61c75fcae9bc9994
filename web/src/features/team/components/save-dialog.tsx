import type { ReactNode } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Modal } from '../../../components/ui/modal';
import { useMessages } from '../../../lib/i18n';
import { teamPageMessages } from '../team.messages';
import type { Submission } from '../team-slice';

interface SaveDialogProps {
  title: string;
  /** The id of the form in `children` that Save submits. */
  formId: string;
  submission: Submission;
  onClose: () => void;
  children: ReactNode;
}

/** A step that changes a member or a location: its form, then Cancel or Save, busy while the server takes it. */
export function SaveDialog({ title, formId, submission, onClose, children }: SaveDialogProps) {
  const t = useMessages(teamPageMessages);
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      busy={submission.pending}
      footer={<DialogActions onCancel={onClose} label={t('save')} busy={submission.pending} form={formId} />}
    >
      {children}
    </Modal>
  );
}
