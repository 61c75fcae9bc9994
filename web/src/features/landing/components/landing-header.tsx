import { useEffect, useState } from 'react';
import { BurgerIcon } from '../../../components/ui/burger-icon';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { useMessages } from '../../../lib/i18n';
import { LandingLink } from './landing-link';
import { headerMessages } from './landing-page.messages';

const SECTIONS = [
  { id: 'about', label: 'about' },
  { id: 'highlights', label: 'highlights' },
  { id: 'benefits', label: 'benefits' },
  { id: 'talk-to-us', label: 'talk' },
  { id: 'contact', label: 'contact' },
] as const;

export function LandingHeader() {
  const t = useMessages(headerMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    const onResize = () => {
      if (window.innerWidth > 900) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header className={`frosted-bar landing-header${scrolled ? ' landing-header--scrolled' : ''}${menuOpen ? ' landing-header--open' : ''}`}>
      <div className="container landing-header__inner">
        <BrandLogo />
        <nav className="landing-nav" aria-label={t('main')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing-header__actions">
          <ThemeToggle />
          <LandingLink to="explore" className="btn btn--ghost landing-header__desktop" />
          <LandingLink to="signIn" className="btn btn--primary landing-header__desktop" />
          <button
            type="button"
            className="icon-button landing-header__burger"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            aria-expanded={menuOpen}
            aria-controls="landing-mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <BurgerIcon />
          </button>
        </div>
      </div>
      <div id="landing-mobile-menu" className="landing-mobile-menu" hidden={!menuOpen}>
        <nav aria-label={t('mobile')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={close}>
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing-mobile-menu__actions">
          <LandingLink to="explore" className="btn btn--secondary btn--block" onClick={close} />
          <LandingLink to="signIn" className="btn btn--primary btn--block" onClick={close} />
        </div>
      </div>
    </header>
  );
}
