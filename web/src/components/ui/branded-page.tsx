import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { LanguagePicker } from './language-picker';
import { ThemeToggle } from './theme-toggle';
import './branded-page.css';

interface BrandedPageProps {
  /** The page's class; its top bar also gets `${block}__top`. */
  block: string;
  /** A further class on the page, e.g. `auth-screen--register`. */
  modifier?: string;
  /** The class of the page's main card. */
  card: string;
  /** Drawn behind the page (the sign-in page's falling gifts). */
  backdrop?: ReactNode;
  /** Drawn over the page, after its card: a loading overlay, a dialog. */
  overlay?: ReactNode;
  children: ReactNode;
}

/** A page outside the admin shell (sign-in, account and delivery pages): the logo and theme toggle above one main card. */
export function BrandedPage({ block, modifier, card, backdrop, overlay, children }: BrandedPageProps) {
  return (
    <div className={`branded-page ${block}${modifier ? ` ${modifier}` : ''}`}>
      {backdrop}
      <div className={`branded-page__top ${block}__top`}>
        <BrandLogo />
        <span className="branded-page__controls">
          <LanguagePicker />
          <ThemeToggle />
        </span>
      </div>
      <main className={card} id="main">
        {children}
      </main>
      {overlay}
    </div>
  );
}
