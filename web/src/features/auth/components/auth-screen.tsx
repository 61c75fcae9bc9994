import { BrandedPage } from '../../../components/ui/branded-page';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';
import './auth-pages.css';

/** The frame of the account pages (set, forgot and reset password): logo, theme toggle and a card with its icon and title. */
export function AuthScreen({ title, subtitle, icon = 'key', children }: { title: string; subtitle: string; icon?: IconName; children: ReactNode }) {
  return (
    <BrandedPage block="auth-screen" card="auth-card">
      <div className="auth-card__icon">
        <Icon name={icon} size={28} />
      </div>
      <h1 className="auth-card__title">{title}</h1>
      <p className="auth-card__subtitle">{subtitle}</p>
      {children}
    </BrandedPage>
  );
}
