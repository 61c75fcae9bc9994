import { useEffect, useRef } from 'react';
import { useMessages } from '../../../lib/i18n';
import { listMessages } from './gift-cards-page.messages';

/** Spec §9: success popups stay 3 s. */
export const SUCCESS_POPUP_MS = 3000;
const CLOSE_SIGN = '×';

/**
 * A confirmation ('Gift Card Created Successfully') that closes itself after 3 s. It takes its own place above the table
 * it is about, never over it, and comes into view.
 */
export function SuccessPopup({ text, onDone }: { text: string; onDone: () => void }) {
  const t = useMessages(listMessages);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
    const timer = window.setTimeout(() => onDoneRef.current(), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div ref={box} className="gc-popup" role="status" aria-live="polite">
      <div className="popup-box gc-popup__box">
        <svg className="gc-popup__check" viewBox="0 0 52 52" width="32" height="32" aria-hidden="true">
          <circle cx="26" cy="26" r="24" fill="none" />
          <path d="M15 27l7 7 15-16" fill="none" />
        </svg>
        <p className="gc-popup__text">{text}</p>
        <button type="button" className="gc-popup__close" aria-label={t('dismiss')} onClick={() => onDoneRef.current()}>
          {CLOSE_SIGN}
        </button>
        <span className="gc-popup__timer" aria-hidden="true" />
      </div>
    </div>
  );
}
