import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import { useId, useLayoutEffect, useRef } from 'react';
import { Spinner } from './spinner';
import './confirm-step.css';

interface ConfirmStepProps {
  /** The consequence, in one sentence, as a question. */
  sentence: string;
  confirmLabel: string;
  busy: boolean;
  /** Money or access the action takes away: the confirm button says so. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The second step of an action that cannot simply be undone: what it will do, then confirm or cancel. Focus starts on
 * the confirm button and goes back where it was when the step closes; Escape cancels (only the step, not a dialog
 * around it).
 */
export function ConfirmStep({ sentence, confirmLabel, busy, danger = false, onConfirm, onCancel }: ConfirmStepProps) {
  const sentenceId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(controlsMessages);

  // As the step is drawn, before the browser paints it: the opener is still the focused element then, not yet blurred
  // for being hidden (a passive effect may run after a paint, as Preact's do).
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    confirmRef.current?.focus();
    // Once the render that closes the step is done: the opener may be shown again by it (hidden, not removed, while the
    // step asks), and Preact runs an unmounted component's cleanup before it updates the rest of the page.
    return () =>
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
      });
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog closes on Escape (WAI-ARIA dialog pattern).
    <div
      className="confirm-step"
      role="alertdialog"
      aria-labelledby={sentenceId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Stops here: a dialog around the step (Modal listens on the document) stays open.
        event.stopPropagation();
        if (!busy) onCancel();
      }}
    >
      <p id={sentenceId} className="confirm-step__sentence">
        {sentence}
      </p>
      <div className="confirm-step__buttons">
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button ref={confirmRef} type="button" className={`btn ${danger ? 'btn--danger' : 'btn--primary'}`} disabled={busy} onClick={onConfirm}>
          {busy && <Spinner />} {confirmLabel}
        </button>
      </div>
    </div>
  );
}
