import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/** Spec §9: success popups stay 3 s. */
export const SUCCESS_POPUP_MS = 3000;

/** A centred confirmation ('Gift Card Created Successfully') that closes itself after 3 s. */
export function SuccessPopup({ text, onDone }: { text: string; onDone: () => void }) {
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current(), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return createPortal(
    <div className="gc-popup" role="status" aria-live="polite">
      <div className="gc-popup__box">
        <svg className="gc-popup__check" viewBox="0 0 52 52" width="56" height="56" aria-hidden="true">
          <circle cx="26" cy="26" r="24" fill="none" />
          <path d="M15 27l7 7 15-16" fill="none" />
        </svg>
        <p className="gc-popup__text">{text}</p>
        <button type="button" className="gc-popup__close" aria-label="Dismiss" onClick={() => onDoneRef.current()}>
          ×
        </button>
        <span className="gc-popup__timer" aria-hidden="true" />
      </div>
    </div>,
    document.body,
  );
}
