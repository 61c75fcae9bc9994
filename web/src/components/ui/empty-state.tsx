import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface EmptyStateProps {
  icon: IconName;
  title: ReactNode;
  /** The line under the title, if any. */
  text?: ReactNode;
  /** Added to the `empty-state` class. */
  className?: string;
  /** A failure: announced to screen readers as soon as it shows. */
  alert?: boolean;
  /** What the visitor can do next (retry, go back…). */
  children?: ReactNode;
}

/** A screen or list with nothing to show: an icon, a title and a line of text, then what to do next. */
export function EmptyState({ icon, title, text, className, alert = false, children }: EmptyStateProps) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'} role={alert ? 'alert' : undefined}>
      <div className="icon-tile empty-state__icon">
        <Icon name={icon} size={32} />
      </div>
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {children}
    </div>
  );
}
