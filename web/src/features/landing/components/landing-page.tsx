import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { CurrentYear } from '../../../components/ui/current-year';
import { BenefitsSlider } from './benefits-slider';
import { ContactQr } from './contact-qr';
import { InterestForm } from './interest-form';
import { LandingSection, SectionHeading } from './landing-section';
import { IntroVideoModal, introAlreadySeen, rememberIntroSeen } from './intro-video-modal';
import { LandingHeader } from './landing-header';
import './landing-page.css';
import { Icon, type IconName } from '../../../components/ui/icon';

const INTRO_DELAY_MS = 1000;

const HIGHLIGHTS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'store',
    title: 'Your own storefront',
    text: 'A public page at your own address lists every card you sell, with search and instant checkout.',
  },
  { icon: 'card', title: 'Payments by Square', text: 'Cards and Google Pay through your own Square account. Money goes straight to you.' },
  { icon: 'scan', title: 'Scan & redeem', text: 'Scan the buyer’s QR code at the counter and confirm with a one-time code sent to their email.' },
  { icon: 'chart', title: 'Real-time dashboard', text: 'Track cards sold, revenue and redemptions over the last 30 days.' },
];

const STEPS = [
  { title: 'Register', text: 'Create your account with your email and your business’s details: it opens at once, ready to set up.' },
  { title: 'Create cards', text: 'Add gift cards with an image, a value, a discount and a deadline.' },
  { title: 'Sell & redeem', text: 'Share your page or print your QR poster. Redeem at the counter in seconds.' },
];

export function LandingPage() {
  const [introOpen, setIntroOpen] = useState(false);
  // Opened by the visitor, the intro plays at once; opened by the page, it waits for Play.
  const [introAsked, setIntroAsked] = useState(false);
  const [, navigate] = useLocation();

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
        Skip to content
      </a>
      <LandingHeader />
      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__inner">
            <div className="hero__copy">
              <p className="eyebrow">Digital gift cards for restaurants, hotels & stores</p>
              <h1 id="hero-title">
                Sell gift cards online. <span className="text-gradient">Redeem them in seconds.</span>
              </h1>
              <p className="hero__lead">
                Giftcard Vault gives your business a ready-made gift card shop: create discounted cards, take payments, deliver to phone wallets and
                redeem at the counter with a QR scan.
              </p>
              <div className="hero__actions">
                <Link to={paths.register.getHref()} className="btn btn--gradient btn--lg">
                  Register your business
                </Link>
                <Link to={paths.explore.getHref()} className="btn btn--secondary btn--lg">
                  Explore Gift Cards
                </Link>
              </div>
              <p className="hero__help">
                Want a hand getting set up? <a href="#talk-to-us">Talk to us</a>.
              </p>
              <button
                type="button"
                className="hero__watch"
                onClick={() => {
                  setIntroAsked(true);
                  setIntroOpen(true);
                }}
              >
                <span className="hero__play" aria-hidden="true">
                  ▶
                </span>
                Watch the intro
              </button>
            </div>
            <div className="hero__art" aria-hidden="true">
              <div className="hero-card hero-card--back">
                <span className="hero-card__tag">Date Night</span>
                <span className="hero-card__amount">$75</span>
              </div>
              <div className="hero-card hero-card--front">
                <span className="hero-card__chip" />
                <span className="hero-card__tag">Birthday Special</span>
                <span className="hero-card__name">The Golden Fork</span>
                <span className="hero-card__row">
                  <span className="hero-card__amount">$50</span>
                  <span className="hero-card__off">20% OFF</span>
                </span>
              </div>
              <div className="hero-bubble hero-bubble--one">
                <Icon name="check" size={16} /> Redeemed $18.50
              </div>
              <div className="hero-bubble hero-bubble--two">
                <Icon name="gift" size={16} /> New gift purchase
              </div>
            </div>
          </div>
        </section>

        <LandingSection id="about" className="about">
          <div>
            <SectionHeading id="about" eyebrow="About">
              Everything a business needs to run gift cards
            </SectionHeading>
            <p className="section__lead">
              Giftcard Vault is a gift card platform built for local businesses. You get a branded page where guests buy cards for themselves or as a
              gift, payments into your own account, email delivery with a QR code, wallet passes, and a counter screen to redeem balances safely.
            </p>
          </div>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </LandingSection>

        <LandingSection id="highlights" alt>
          <SectionHeading id="highlights" eyebrow="Highlights">
            Built for the counter and the web
          </SectionHeading>
          <div className="highlights">
            {HIGHLIGHTS.map((item) => (
              <article key={item.title} className="card highlight">
                <span className="icon-tile highlight__icon">
                  <Icon name={item.icon} size={24} />
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </article>
            ))}
          </div>
        </LandingSection>

        <LandingSection id="benefits">
          <SectionHeading id="benefits" eyebrow="Benefits">
            Why businesses choose gift cards
          </SectionHeading>
          <BenefitsSlider />
        </LandingSection>

        <LandingSection id="talk-to-us" alt className="register-section">
          <div className="register-section__intro">
            <SectionHeading id="talk-to-us" eyebrow="Want help?">
              Talk to us
            </SectionHeading>
            <p className="section__lead">
              Prefer a hand getting set up? Tell us about your business and our team emails you within 24 hours to help with:
            </p>
            <ul className="checklist">
              <li>Choosing your cards, amounts and discounts</li>
              <li>Connecting your own Square account</li>
              <li>A printable QR poster for your counter</li>
            </ul>
            <p className="register-section__login">
              Ready on your own? <Link to={paths.register.getHref()}>Create your account</Link>: it opens at once. Already have one?{' '}
              <Link to={paths.login.getHref()}>Sign in</Link>.
            </p>
          </div>
          <div className="card register-section__form">
            <InterestForm />
          </div>
        </LandingSection>

        <LandingSection id="contact" className="contact">
          <div>
            <SectionHeading id="contact" eyebrow="Contact">
              We're here to help
            </SectionHeading>
            <p className="section__lead">
              Questions about pricing, payments or setup? Send us a note with the “Talk to us” form above and our team will get back to you within 24
              hours. Scan the code to open Giftcard Vault on your phone.
            </p>
            <div className="contact__actions">
              <Link to={paths.login.getHref()} className="btn btn--primary">
                Sign In
              </Link>
              <Link to={paths.explore.getHref()} className="btn btn--secondary">
                Explore Gift Cards
              </Link>
            </div>
          </div>
          <ContactQr />
        </LandingSection>
      </main>

      <footer className="landing-footer">
        <div className="container landing-footer__inner">
          <BrandLogo />
          <p>
            © <CurrentYear /> Giftcard Vault. Digital gift cards for local businesses.
          </p>
          <nav aria-label="Footer">
            <Link to={paths.superAdmin.login.getHref()}>Super admin</Link>
          </nav>
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
