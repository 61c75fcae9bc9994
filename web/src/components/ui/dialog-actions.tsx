import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';

interface DialogActionsProps {
  onCancel: () => void;
  cancelLabel?: string;
  /** The action's words on its button. */
  label: ReactNode;
  tone?: 'primary' | 'danger';
  /** The action is under way: both buttons wait, and the action's shows a spinner. */
  busy: boolean;
  /** The action cannot be taken yet, e.g. a required choice is missing. */
  disabled?: boolean;
  /** Either a click handler or the id of the dialog's form the button submits. */
  onConfirm?: () => void;
  form?: string;
  /** Focus the action when the dialog opens (a confirmation's answer). */
  focusOnOpen?: boolean;
}

/** A dialog's footer: Cancel, then the button that does what the dialog is for. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  label,
  tone = 'primary',
  busy,
  disabled = false,
  onConfirm,
  form,
  focusOnOpen,
}: DialogActionsProps) {
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <BusyButton
        type={form ? 'submit' : 'button'}
        form={form}
        className={`btn btn--${tone}`}
        onClick={onConfirm}
        busy={busy}
        disabled={disabled}
        data-autofocus={focusOnOpen || undefined}
      >
        {label}
      </BusyButton>
    </>
  );
}
