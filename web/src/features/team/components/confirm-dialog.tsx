import type { ReactNode } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { Submission } from '../team-slice';

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
  const close = () => {
    if (!submission.pending) onClose();
  };
  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={close}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={close} disabled={submission.pending}>
            Cancel
          </button>
          <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={submission.pending} data-autofocus>
            {submission.pending && <Spinner />} {confirmLabel}
          </button>
        </>
      }
    >
      <div className="team-confirm">
        {children}
        {submission.error && <AlertBanner tone="error">{submission.error}</AlertBanner>}
      </div>
    </Modal>
  );
}
