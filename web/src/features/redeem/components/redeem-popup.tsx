import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { POPUP_MS, type RedeemPopup as Popup } from '../redeem-slice';
import { useMessages } from '../../../lib/i18n';
import { counterMessages } from './redeem-page.messages';

const ICON = { success: '✓', error: '!', warning: '!' } as const;
const CLOSE_SIGN = '×';

/** Spec §8: the redeem popups (errors, warnings, successes) show for 3 s; × closes one sooner. */
export function RedeemPopup({ popup, onDone }: { popup: Popup; onDone: (id: number) => void }) {
  const t = useMessages(counterMessages);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current(popup.id), POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [popup.id]);

  return createPortal(
    <div className="redeem-popup">
      <div className={`popup-box redeem-popup__box redeem-popup__box--${popup.tone}`} role={popup.tone === 'success' ? 'status' : 'alert'}>
        <span className="redeem-popup__icon" aria-hidden="true">
          {ICON[popup.tone]}
        </span>
        <p className="redeem-popup__text">{popup.text}</p>
        <button type="button" className="redeem-popup__close" aria-label={t('dismissMessage')} onClick={() => onDoneRef.current(popup.id)}>
          {CLOSE_SIGN}
        </button>
        <span className="redeem-popup__timer" aria-hidden="true" />
      </div>
    </div>,
    document.body,
  );
}
