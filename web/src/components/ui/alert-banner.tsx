import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import { useEffect, useRef, type ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'info' | 'warning';

/** Each tone's mark beside the text (not words). */
const ICONS: Record<AlertTone, string> = { success: '✓', error: '!', warning: '!', info: 'i' };
const CLOSE_MARK = '×';

interface AlertBannerProps {
  tone: AlertTone;
  children: ReactNode;
  /** Called by the × button and, with autoHideMs, when the time is up. */
  onDismiss?: () => void;
  autoHideMs?: number;
  className?: string;
}

/** Inline message. Errors are announced assertively, the rest politely. */
export function AlertBanner({ tone, children, onDismiss, autoHideMs, className }: AlertBannerProps) {
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  const t = useMessages(controlsMessages);

  useEffect(() => {
    if (!autoHideMs) return;
    const timer = window.setTimeout(() => onDismissRef.current?.(), autoHideMs);
    return () => window.clearTimeout(timer);
  }, [autoHideMs]);

  return (
    <div className={`alert alert--${tone}${className ? ` ${className}` : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="alert__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="alert__text">{children}</div>
      {onDismiss && (
        <button type="button" className="alert__close" aria-label={t('dismissMessage')} onClick={onDismiss}>
          {CLOSE_MARK}
        </button>
      )}
    </div>
  );
}
