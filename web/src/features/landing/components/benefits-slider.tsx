import { useState } from 'react';
import type { CatalogKey } from '@gv/proto';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { benefitsMessages } from './benefits-slider.messages';

type BenefitKey = CatalogKey<typeof benefitsMessages>;

const BENEFITS: { icon: IconName; title: BenefitKey; text: BenefitKey }[] = [
  { icon: 'coins', title: 'revenueTitle', text: 'revenueText' },
  { icon: 'users', title: 'customersTitle', text: 'customersText' },
  { icon: 'trend', title: 'ticketsTitle', text: 'ticketsText' },
  { icon: 'tag', title: 'discountsTitle', text: 'discountsText' },
  { icon: 'phone', title: 'walletTitle', text: 'walletText' },
  { icon: 'zap', title: 'deliveryTitle', text: 'deliveryText' },
  { icon: 'shield', title: 'secureTitle', text: 'secureText' },
  { icon: 'chart', title: 'insightsTitle', text: 'insightsText' },
  { icon: 'printer', title: 'printTitle', text: 'printText' },
];

const PER_SLIDE = 3;
const PREVIOUS_SIGN = '‹';
const NEXT_SIGN = '›';
const SLIDES = Array.from({ length: Math.ceil(BENEFITS.length / PER_SLIDE) }, (_, i) => BENEFITS.slice(i * PER_SLIDE, i * PER_SLIDE + PER_SLIDE));

/** Nine benefit cards, three per slide, with previous/next buttons and dots. */
export function BenefitsSlider() {
  const t = useMessages(benefitsMessages);
  const [slide, setSlide] = useState(0);
  const count = SLIDES.length;
  const go = (index: number) => setSlide((index + count) % count);

  return (
    <div className="benefits" role="region" aria-roledescription="carousel" aria-label={t('region')}>
      <div className="benefits__viewport">
        <div className="benefits__track" style={{ transform: `translateX(-${slide * 100}%)` }}>
          {SLIDES.map((cards, index) => (
            <div
              key={index}
              className="benefits__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, count })}
              aria-hidden={index !== slide}
              inert={index !== slide}
            >
              {cards.map((benefit) => (
                <article key={benefit.title} className="card benefit-card">
                  <span className="icon-tile benefit-card__icon">
                    <Icon name={benefit.icon} size={24} />
                  </span>
                  <h3 className="benefit-card__title">{t(benefit.title)}</h3>
                  <p className="benefit-card__text">{t(benefit.text)}</p>
                </article>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className="benefits__controls">
        <button type="button" className="icon-button" aria-label={t('previous')} onClick={() => go(slide - 1)}>
          <span aria-hidden="true">{PREVIOUS_SIGN}</span>
        </button>
        <div className="benefits__dots">
          {SLIDES.map((_, index) => (
            <button
              key={index}
              type="button"
              className={`benefits__dot${index === slide ? ' benefits__dot--active' : ''}`}
              aria-label={t('goTo', { index: index + 1 })}
              aria-current={index === slide ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button type="button" className="icon-button" aria-label={t('next')} onClick={() => go(slide + 1)}>
          <span aria-hidden="true">{NEXT_SIGN}</span>
        </button>
      </div>
    </div>
  );
}
