import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** Full-screen overlay with the word LOADING, shown while a blocking request runs. */
export function LoadingOverlay({ label }: { label?: string }) {
  const t = useMessages(controlsMessages);
  return createPortal(
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={t('loading')}>
      <div className="loading-overlay__box">
        <span className="spinner-ring" aria-hidden="true" />
        <span className="loading-overlay__text">{label ?? t('loadingCaps')}</span>
      </div>
    </div>,
    document.body,
  );
}

/** The overlay, but only if loading lasts longer than `delayMs` (avoids a flash on fast loads). */
export function DelayedLoadingOverlay({ delayMs = 250 }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return visible ? <LoadingOverlay /> : null;
}
