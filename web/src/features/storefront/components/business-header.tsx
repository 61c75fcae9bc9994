import type { PublicBusiness } from '@gv/proto';
import { LostCardLink } from './lost-card-link';
import { useMessages } from '../../../lib/i18n';
import { storefrontMessages } from './storefront.messages';

const UNKNOWN_INITIAL = '?';

/** Logo, name and street/city/state of the business whose page this is. */
export function BusinessHeader({ business, cardCount }: { business: PublicBusiness; cardCount?: number }) {
  const t = useMessages(storefrontMessages);
  const address = [business.address?.street, business.address?.city, business.address?.state].filter(Boolean).join(', ');
  return (
    <section className="sf-business" aria-labelledby="sf-business-name">
      <div className="sf-business__logo">
        {business.logoUrl ? (
          <img src={business.logoUrl} alt={t('logoAlt', { name: business.name })} />
        ) : (
          <span aria-hidden="true">{business.name.trim().charAt(0).toUpperCase() || UNKNOWN_INITIAL}</span>
        )}
      </div>
      <div className="sf-business__text">
        <p className="sf-business__eyebrow">{t('giftCardsFrom')}</p>
        <h1 id="sf-business-name" className="sf-business__name">
          {business.name}
        </h1>
        {address && (
          <p className="sf-business__address">
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </svg>
            <span>{address}</span>
          </p>
        )}
      </div>
      <div className="sf-business__side">
        {typeof cardCount === 'number' && cardCount > 0 && (
          <p className="sf-business__count">{t.rich('cardCount', { count: cardCount, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        )}
        <LostCardLink businessSlug={business.businessSlug} businessName={business.name} />
      </div>
    </section>
  );
}
