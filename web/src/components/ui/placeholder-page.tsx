import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** Stand-in for a screen whose content arrives with a later issue. */
export function PlaceholderPage({
  title,
  description,
  icon = 'gift',
  children,
}: {
  title: string;
  description: string;
  icon?: IconName;
  children?: ReactNode;
}) {
  const t = useMessages(controlsMessages);
  return (
    <section className="placeholder-page" aria-labelledby="placeholder-title">
      <header className="page-header">
        <h1 id="placeholder-title">{title}</h1>
      </header>
      <div className="empty-state">
        <div className="icon-tile empty-state__icon">
          <Icon name={icon} size={32} />
        </div>
        <p className="empty-state__title">{t('comingSoon')}</p>
        <p className="empty-state__text">{description}</p>
        {children}
      </div>
    </section>
  );
}
