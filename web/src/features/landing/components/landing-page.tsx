import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LanguagePicker } from '../../../components/ui/language-picker';
import { CurrentYear } from '../../../components/ui/current-year';
import { BenefitsSlider } from './benefits-slider';
import { ContactQr } from './contact-qr';
import { InterestForm } from './interest-form';
import { LandingSection, SectionHeading } from './landing-section';
import { IntroVideoModal, introAlreadySeen, rememberIntroSeen } from './intro-video-modal';
import { LandingHeader } from './landing-header';
import './landing-page.css';
import { Icon, type IconName } from '../../../components/ui/icon';
import type { CatalogKey } from '@gv/proto';
import { useLocale, useMessages } from '../../../lib/i18n';
import { moneyIn } from '../../../lib/currency';
import { LandingLink } from './landing-link';
import { pageMessages } from './landing-page.messages';

type PageKey = CatalogKey<typeof pageMessages>;

const INTRO_DELAY_MS = 1000;

/** The business the hero's example card is of: a name, the same in every language. */
const EXAMPLE_BUSINESS = 'The Golden Fork';
const PLAY_SIGN = '▶';

const HIGHLIGHTS: { icon: IconName; title: PageKey; text: PageKey }[] = [
  { icon: 'store', title: 'storefrontTitle', text: 'storefrontText' },
  { icon: 'card', title: 'paymentsTitle', text: 'paymentsText' },
  { icon: 'scan', title: 'scanTitle', text: 'scanText' },
  { icon: 'chart', title: 'dashboardTitle', text: 'dashboardText' },
];

const STEPS: { title: PageKey; text: PageKey }[] = [
  { title: 'stepRegisterTitle', text: 'stepRegisterText' },
  { title: 'stepCardsTitle', text: 'stepCardsText' },
  { title: 'stepSellTitle', text: 'stepSellText' },
];

export function LandingPage() {
  const [introOpen, setIntroOpen] = useState(false);
  // Opened by the visitor, the intro plays at once; opened by the page, it waits for Play.
  const [introAsked, setIntroAsked] = useState(false);
  const [, navigate] = useLocation();
  const t = useMessages(pageMessages);
  // The picture's prices are an example in dollars, written the way the language writes money.
  const dollars = moneyIn('USD', useLocale());

  // The intro opens 1 s after load, once per browser session.
  useEffect(() => {
    if (introAlreadySeen()) return;
    const timer = window.setTimeout(() => {
      rememberIntroSeen();
      setIntroAsked(false);
      setIntroOpen(true);
    }, INTRO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const closeIntro = () => {
    rememberIntroSeen();
    setIntroOpen(false);
  };

  return (
    <div className="landing">
      <a href="#main" className="skip-link">
        {t('skip')}
      </a>
      <LandingHeader />
      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__inner">
            <div className="hero__copy">
              <p className="eyebrow">{t('eyebrow')}</p>
              <h1 id="hero-title">{t.rich('heroTitle', { accent: (chunks) => <span className="text-gradient">{chunks}</span> })}</h1>
              <p className="hero__lead">{t('heroLead')}</p>
              <div className="hero__actions">
                <LandingLink to="register" className="btn btn--gradient btn--lg" />
                <LandingLink to="explore" className="btn btn--secondary btn--lg" />
              </div>
              <p className="hero__help">{t.rich('help', { link: (chunks) => <a href="#talk-to-us">{chunks}</a> })}</p>
              <button
                type="button"
                className="hero__watch"
                onClick={() => {
                  setIntroAsked(true);
                  setIntroOpen(true);
                }}
              >
                <span className="hero__play" aria-hidden="true">
                  {PLAY_SIGN}
                </span>
                {t('watch')}
              </button>
            </div>
            <div className="hero__art" aria-hidden="true">
              <div className="hero-card hero-card--back">
                <span className="hero-card__tag">{t('artDateNight')}</span>
                <span className="hero-card__amount">{dollars.formatWhole(7500)}</span>
              </div>
              <div className="hero-card hero-card--front">
                <span className="hero-card__chip" />
                <span className="hero-card__tag">{t('artBirthday')}</span>
                <span className="hero-card__name">{EXAMPLE_BUSINESS}</span>
                <span className="hero-card__row">
                  <span className="hero-card__amount">{dollars.formatWhole(5000)}</span>
                  <span className="hero-card__off">{t('artOff', { off: 0.2 })}</span>
                </span>
              </div>
              <div className="hero-bubble hero-bubble--one">
                <Icon name="check" size={16} /> {t('artRedeemed', { amount: dollars.formatMinor(1850) })}
              </div>
              <div className="hero-bubble hero-bubble--two">
                <Icon name="gift" size={16} /> {t('artPurchase')}
              </div>
            </div>
          </div>
        </section>

        <LandingSection id="about" className="about">
          <div>
            <SectionHeading eyebrow={t('aboutEyebrow')} title={t('aboutTitle')} lead={t('aboutLead')} />
          </div>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{t(step.title)}</h3>
                  <p>{t(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </LandingSection>

        <LandingSection id="highlights" alt>
          <SectionHeading eyebrow={t('highlightsEyebrow')} title={t('highlightsTitle')} />
          <div className="highlights">
            {HIGHLIGHTS.map((item) => (
              <article key={item.title} className="card highlight">
                <span className="icon-tile highlight__icon">
                  <Icon name={item.icon} size={24} />
                </span>
                <h3>{t(item.title)}</h3>
                <p>{t(item.text)}</p>
              </article>
            ))}
          </div>
        </LandingSection>

        <LandingSection id="benefits">
          <SectionHeading eyebrow={t('benefitsEyebrow')} title={t('benefitsTitle')} />
          <BenefitsSlider />
        </LandingSection>

        <LandingSection id="talk-to-us" alt className="register-section">
          <div className="register-section__intro">
            <SectionHeading eyebrow={t('talkEyebrow')} title={t('talkTitle')} lead={t('talkLead')} />
            <ul className="checklist">
              <li>{t('talkCards')}</li>
              <li>{t('talkSquare')}</li>
              <li>{t('talkPoster')}</li>
            </ul>
            <p className="register-section__login">
              {t.rich('talkLogin', {
                register: (chunks) => <Link to={paths.register.getHref()}>{chunks}</Link>,
                login: (chunks) => <Link to={paths.login.getHref()}>{chunks}</Link>,
              })}
            </p>
          </div>
          <div className="card register-section__form">
            <InterestForm />
          </div>
        </LandingSection>

        <LandingSection id="contact" className="contact">
          <div>
            <SectionHeading eyebrow={t('contactEyebrow')} title={t('contactTitle')} lead={t('contactLead')} />
            <div className="contact__actions">
              <LandingLink to="signIn" className="btn btn--primary" />
              <LandingLink to="explore" className="btn btn--secondary" />
            </div>
          </div>
          <ContactQr />
        </LandingSection>
      </main>

      <footer className="landing-footer">
        <div className="container landing-footer__inner">
          <BrandLogo />
          <p>{t.rich('footer', { year: <CurrentYear /> })}</p>
          <nav aria-label={t('footerNav')}>
            <Link to={paths.superAdmin.login.getHref()}>{t('superAdmin')}</Link>
          </nav>
          <LanguagePicker />
        </div>
      </footer>

      <IntroVideoModal
        open={introOpen}
        playOnOpen={introAsked}
        onClose={closeIntro}
        onGetStarted={() => {
          closeIntro();
          navigate(paths.register.getHref());
        }}
      />
    </div>
  );
}
