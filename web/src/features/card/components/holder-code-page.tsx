import type { ReactNode } from 'react';
import type { HolderCardAnswer } from '@gv/proto';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LanguagePicker } from '../../../components/ui/language-picker';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import type { useHolderCard } from '../holder-card-state';
import { CurrencyProvider } from '../../../lib/currency';
import { useNotIndexed } from '../../../lib/document-meta';
import { useMessages, useSuggestedLocale } from '../../../lib/i18n';
import { CardError } from './card-error';
import { holderCodePageMessages } from './holder-code-page.messages';
import './holder-code-page.css';

interface HolderCodePageProps {
  /** The page's CSS block: `hc-page` (holder page) or `gr-page` (gift reveal). */
  block: string;
  /** Extra classes of the header (the holder page leaves it out of print). */
  headerClassName?: string;
  holder: ReturnType<typeof useHolderCard>;
  loading: ReactNode;
  children: (data: HolderCardAnswer) => ReactNode;
}

/** A page whose address holds a card's bearer code: brand header, never indexed, the card's error, loading or content. */
export function HolderCodePage({ block, headerClassName = '', holder: { card, data, failed, retry }, loading, children }: HolderCodePageProps) {
  const t = useMessages(holderCodePageMessages);
  // The page speaks the card's language (the buyer's choice for it), unless the visitor picked their own.
  useSuggestedLocale(data?.giftCard.locale);
  // The address holds a bearer code: never indexed.
  useNotIndexed();
  return (
    <div className={`holder-page ${block}`}>
      <a href="#main" className="skip-link">
        {t('skipLink')}
      </a>
      <header className={`holder-page__header ${headerClassName}`.trim()}>
        <div className="container holder-page__header-inner">
          <BrandLogo />
          <ThemeToggle />
        </div>
      </header>
      <main className={`container holder-page__main ${block}__main`} id="main">
        {failed ? (
          <CardError notFound={card.notFound} message={card.error ?? ''} onRetry={retry} />
        ) : data ? (
          <CurrencyProvider currency={data.giftCard.currency}>{children(data)}</CurrencyProvider>
        ) : (
          loading
        )}
      </main>
      <footer className="container holder-page__footer">
        <LanguagePicker />
      </footer>
    </div>
  );
}
