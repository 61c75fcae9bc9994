import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { Icon, type IconName } from '../../../components/ui/icon';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import './auth-pages.css';

/** The frame of the account pages (set, forgot and reset password): logo, theme toggle and a card with its icon and title. */
export function AuthScreen({ title, subtitle, icon = 'key', children }: { title: string; subtitle: string; icon?: IconName; children: ReactNode }) {
  return (
    <div className="auth-screen">
      <div className="auth-screen__top">
        <BrandLogo />
        <ThemeToggle />
      </div>
      <main className="auth-card" id="main">
        <div className="auth-card__icon">
          <Icon name={icon} size={28} />
        </div>
        <h1 className="auth-card__title">{title}</h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </main>
    </div>
  );
}
