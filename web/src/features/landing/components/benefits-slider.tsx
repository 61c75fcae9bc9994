import { useState } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';

const BENEFITS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'coins', title: 'Revenue up front', text: 'Gift cards are paid today and redeemed later, smoothing your cash flow.' },
  { icon: 'users', title: 'New customers', text: 'Every gift brings someone new through your door.' },
  { icon: 'trend', title: 'Bigger tickets', text: 'Guests often spend beyond the value of their card.' },
  { icon: 'tag', title: 'Smart discounts', text: 'Sell percent-off cards that move volume without cheapening your brand.' },
  { icon: 'phone', title: 'Wallet ready', text: 'Buyers add their card to Google Wallet or Apple Wallet in one tap.' },
  { icon: 'zap', title: 'Instant delivery', text: 'Cards and gift messages arrive by email seconds after purchase.' },
  { icon: 'shield', title: 'Secure redemption', text: 'A QR scan plus a one-time code confirms every redemption.' },
  { icon: 'chart', title: 'Live insights', text: 'Sales, revenue and redemptions on one clear dashboard.' },
  { icon: 'printer', title: 'Print-ready promotion', text: 'Download a QR poster for your counter, window or menu.' },
];

const PER_SLIDE = 3;
const SLIDES = Array.from({ length: Math.ceil(BENEFITS.length / PER_SLIDE) }, (_, i) => BENEFITS.slice(i * PER_SLIDE, i * PER_SLIDE + PER_SLIDE));

/** Nine benefit cards, three per slide, with previous/next buttons and dots. */
export function BenefitsSlider() {
  const [slide, setSlide] = useState(0);
  const count = SLIDES.length;
  const go = (index: number) => setSlide((index + count) % count);

  return (
    <div className="benefits" role="region" aria-roledescription="carousel" aria-label="Benefits">
      <div className="benefits__viewport">
        <div className="benefits__track" style={{ transform: `translateX(-${slide * 100}%)` }}>
          {SLIDES.map((cards, index) => (
            <div
              key={index}
              className="benefits__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index !== slide}
              inert={index !== slide}
            >
              {cards.map((benefit) => (
                <article key={benefit.title} className="card benefit-card">
                  <span className="icon-tile benefit-card__icon">
                    <Icon name={benefit.icon} size={24} />
                  </span>
                  <h3 className="benefit-card__title">{benefit.title}</h3>
                  <p className="benefit-card__text">{benefit.text}</p>
                </article>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="benefits__controls">
        <button type="button" className="icon-button" aria-label="Previous benefits" onClick={() => go(slide - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className="benefits__dots">
          {SLIDES.map((_, index) => (
            <button
              key={index}
              type="button"
              className={`benefits__dot${index === slide ? ' benefits__dot--active' : ''}`}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === slide ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button type="button" className="icon-button" aria-label="Next benefits" onClick={() => go(slide + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
