import type { RefObject } from 'react';
import { describeDeliveryTime, isScheduled, type CatalogKey, type PurchaseCompleted } from '@gv/proto';
import { WalletButtons } from '../../../components/ui/wallet-buttons';
import { WalletTestNote } from '../../../components/ui/wallet-test-note';
import { PurchasePromotionNote } from '../../../components/ui/promotion-badge';
import { useReportPurchase } from '../../../lib/embedded-checkout';
import type { PurchaseCard } from '../../../lib/gift-card';
import { useMoney } from '../../../lib/currency';
import { useMessages, type Translate } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';
import { SuccessHeading } from './success-heading';

const SEPARATOR = ' · ';
const SPACE = ' ';

interface PurchaseSuccessProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  result: PurchaseCompleted['purchase'];
  /** The card bought, at the amount chosen. */
  card: Pick<PurchaseCard, 'giftCardName' | 'amount'>;
  /** A gift: each card went, or will go, to its recipient. */
  gift: boolean;
  /** The zone each recipient's time was chosen in, in the order of the cards (undefined: sent at once). */
  zones: (string | undefined)[];
}

type PurchasedCard = PurchaseCompleted['purchase']['cards'][number];

/** When a gift's card goes out, as the buyer reads it. */
function deliveryLine(t: Translate<CatalogKey<typeof dialogMessages>>, card: PurchasedCard, zone: string | undefined, now: Date): string {
  return card.deliverAt && isScheduled(card.deliverAt, now)
    ? t('sentOn', { when: describeDeliveryTime(card.deliverAt, zone ?? 'UTC') })
    : t('sentNow');
}

/**
 * The success screen (spec §2): thanks, then for a card bought for oneself its wallet links (marked when they are
 * test passes) and its page; for a gift, the gift and when each recipient gets it: the card itself stays their surprise.
 */
export function PurchaseSuccess({ headingRef, result, card, gift, zones }: PurchaseSuccessProps) {
  const money = useMoney();
  const t = useMessages(dialogMessages);
  useReportPurchase(result.orderId);
  const cards = result.cards ?? [];
  const now = new Date();
  return (
    <div className="pd-success">
      <SuccessHeading headingRef={headingRef} title={t('successTitle')} text={t('successText')} />
      <PurchasePromotionNote promotion={result.promotion} />
      {gift ? (
        <section className="pd-gift" aria-label={t('yourGift')}>
          <p className="pd-gift__card">
            {card.giftCardName}
            {SEPARATOR}
            <span className="pd-gift__value">{money.format(card.amount)}</span>
          </p>
          <ul className="pd-gift__recipients">
            {cards.map((sent, index) => (
              <li key={sent.uniqueCode}>
                <span className="pd-gift__to">
                  {t('giftFor', { name: sent.recipientName })}
                  {SPACE}
                  <span className="pd-gift__email">{t('giftEmail', { email: sent.recipientEmail })}</span>
                </span>
                <span className="pd-gift__when">{deliveryLine(t, sent, zones[index], now)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          <div className="pd-success__links">
            <WalletButtons
              googleWalletUrl={result.googleWalletUrl}
              appleWalletUrl={result.appleWalletUrl}
              className="btn btn--secondary pd-wallet-link"
            />
            <a className="btn btn--primary" href={result.saveUrl} target="_blank" rel="noopener noreferrer">
              {t('viewCard')}
            </a>
          </div>
          {result.testPass && <WalletTestNote />}
        </>
      )}
    </div>
  );
}
