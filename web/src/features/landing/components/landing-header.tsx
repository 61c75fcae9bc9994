import { useEffect, useState } from 'react';
import { BurgerIcon } from '../../../components/ui/burger-icon';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';

const SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'highlights', label: 'Highlights' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'talk-to-us', label: 'Talk to us' },
  { id: 'contact', label: 'Contact' },
];

export function LandingHeader() {
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
    <header className={`landing-header${scrolled ? ' landing-header--scrolled' : ''}${menuOpen ? ' landing-header--open' : ''}`}>
      <div className="container landing-header__inner">
        <BrandLogo />
        <nav className="landing-nav" aria-label="Main">
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing-header__actions">
          <ThemeToggle />
          <Link to={paths.explore.getHref()} className="btn btn--ghost landing-header__desktop">
            Explore Gift Cards
          </Link>
          <Link to={paths.login.getHref()} className="btn btn--primary landing-header__desktop">
            Sign In
          </Link>
          <button
            type="button"
            className="icon-button landing-header__burger"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="landing-mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <BurgerIcon />
          </button>
        </div>
      </div>
      <div id="landing-mobile-menu" className="landing-mobile-menu" hidden={!menuOpen}>
        <nav aria-label="Mobile">
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={close}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing-mobile-menu__actions">
          <Link to={paths.explore.getHref()} className="btn btn--secondary btn--block" onClick={close}>
            Explore Gift Cards
          </Link>
          <Link to={paths.login.getHref()} className="btn btn--primary btn--block" onClick={close}>
            Sign In
          </Link>
        </div>
      </div>
    </header>
  );
}
