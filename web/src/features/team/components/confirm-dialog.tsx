import type { ReactNode } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import type { Submission } from '../team-slice';
import { DialogActions } from '../../../components/ui/dialog-actions';

interface ConfirmDialogProps {
  title: string;
  /** What the action will do, as a question. */
  children: ReactNode;
  confirmLabel: string;
  submission: Submission;
  onConfirm: () => void;
  onClose: () => void;
}

/** A step that takes access away (remove a member, archive a location): what it does, then Cancel or the action; the server's refusal shows in it. */
export function ConfirmDialog({ title, children, confirmLabel, submission, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={onClose}
      busy={submission.pending}
      footer={<DialogActions onCancel={onClose} label={confirmLabel} tone="danger" busy={submission.pending} onConfirm={onConfirm} focusOnOpen />}
    >
      <div className="team-confirm">
        {children}
        {submission.error && <AlertBanner tone="error">{submission.error}</AlertBanner>}
      </div>
    </Modal>
  );
}
