import { Icon } from '../../../components/ui/icon';

/** The message under the bar for a progress value (spec §2 Customer purchase page). */
export function loaderMessage(progress: number): string {
  if (progress < 30) return 'Preparing your dining experience...';
  if (progress < 60) return 'Finding the best offers...';
  if (progress < 90) return 'Almost ready...';
  return 'Get ready for delicious savings!';
}

/** 'Loading Your Gift Card' with a progress bar, shown while a business page gets ready. */
export function BusinessLoader({ progress }: { progress: number }) {
  const value = Math.round(progress);
  return (
    <div className="sf-loader" role="status" aria-live="polite">
      <div className="sf-loader__card" aria-hidden="true">
        <Icon name="gift" size={48} strokeWidth={1.8} className="sf-loader__gift" />
        <span className="sf-loader__sparkle sf-loader__sparkle--1">✦</span>
        <span className="sf-loader__sparkle sf-loader__sparkle--2">✦</span>
        <span className="sf-loader__sparkle sf-loader__sparkle--3">✦</span>
      </div>
      <h1 className="sf-loader__title">Loading Your Gift Card</h1>
      <div className="sf-loader__bar" role="progressbar" aria-label="Loading progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <span className="sf-loader__fill" style={{ width: `${value}%` }} />
      </div>
      <p className="sf-loader__message">
        <span>{loaderMessage(progress)}</span>
        <span className="sf-loader__percent">{value}%</span>
      </p>
    </div>
  );
}
