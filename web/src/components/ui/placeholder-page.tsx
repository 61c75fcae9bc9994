import { useMessages } from '../../lib/i18n';
import { controlsMessages } from './controls.messages';
import type { ReactNode } from 'react';
import type { IconName } from './icon';
import { EmptyState } from './empty-state';

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
      <EmptyState icon={icon} title={t('comingSoon')} text={description}>
        {children}
      </EmptyState>
    </section>
  );
}
