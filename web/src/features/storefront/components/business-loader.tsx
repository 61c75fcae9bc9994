import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { storefrontMessages } from './storefront.messages';

const SPARKLE = '✦';

/** The message under the bar for a progress value (spec §2 Customer purchase page). */
export function loaderMessage(progress: number): 'loading1' | 'loading2' | 'loading3' | 'loading4' {
  if (progress < 30) return 'loading1';
  if (progress < 60) return 'loading2';
  if (progress < 90) return 'loading3';
  return 'loading4';
}

/** 'Loading Your Gift Card' with a progress bar, shown while a business page gets ready. */
export function BusinessLoader({ progress }: { progress: number }) {
  const t = useMessages(storefrontMessages);
  const value = Math.round(progress);
  return (
    <div className="sf-loader" role="status" aria-live="polite">
      <div className="sf-loader__card" aria-hidden="true">
        <Icon name="gift" size={48} strokeWidth={1.8} className="sf-loader__gift" />
        <span className="sf-loader__sparkle sf-loader__sparkle--1">{SPARKLE}</span>
        <span className="sf-loader__sparkle sf-loader__sparkle--2">{SPARKLE}</span>
        <span className="sf-loader__sparkle sf-loader__sparkle--3">{SPARKLE}</span>
      </div>
      <h1 className="sf-loader__title">{t('loaderTitle')}</h1>
      <div className="sf-loader__bar" role="progressbar" aria-label={t('loaderProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <span className="sf-loader__fill" style={{ width: `${value}%` }} />
      </div>
      <p className="sf-loader__message">
        <span>{t(loaderMessage(progress))}</span>
        <span className="sf-loader__percent">{t('percent', { value })}</span>
      </p>
    </div>
  );
}
