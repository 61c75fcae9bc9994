import type { RefObject } from 'react';
import { describeDeliveryTime, isScheduled, type PurchaseCompleted } from '@gv/proto';
import { WalletButtons } from '../../../components/ui/wallet-buttons';
import { WalletTestNote } from '../../../components/ui/wallet-test-note';
import { PurchasePromotionNote } from '../../../components/ui/promotion-badge';

interface PurchaseSuccessProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  result: PurchaseCompleted['purchase'];
  /** A gift: each card went, or will go, to its recipient. */
  gift: boolean;
  /** The zone each recipient's time was chosen in, in the order of the cards (undefined: sent at once). */
  zones: (string | undefined)[];
}

type PurchasedCard = PurchaseCompleted['purchase']['cards'][number];

/** When a gift's card goes out, as the buyer reads it. */
function deliveryLine(card: PurchasedCard, zone: string | undefined, now: Date): string {
  return card.deliverAt && isScheduled(card.deliverAt, now)
    ? `The gift card for ${card.recipientName} will be sent on ${describeDeliveryTime(card.deliverAt, zone ?? 'UTC')}.`
    : `The gift card is on its way to ${card.recipientName} by email.`;
}

/** The success screen (spec §2): thanks, when each gift goes out, the wallet links (marked when they are test passes) and the card's own page. */
export function PurchaseSuccess({ headingRef, result, gift, zones }: PurchaseSuccessProps) {
  const cards = result.cards ?? [];
  const now = new Date();
  return (
    <div className="pd-success">
      <span className="pd-success__icon" aria-hidden="true">
        ✓
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="pd-success__title">
        Purchase Completed Successfully!
      </h3>
      <p className="pd-success__text">Thank you for your purchase. A confirmation email has been sent to your inbox.</p>
      <PurchasePromotionNote promotion={result.promotion} />
      {gift && cards.length === 1 && <p className="pd-success__text">{deliveryLine(cards[0]!, zones[0], now)}</p>}
      {gift && cards.length > 1 && (
        <ul className="pd-success__deliveries">
          {cards.map((card, index) => (
            <li key={card.uniqueCode}>{deliveryLine(card, zones[index], now)}</li>
          ))}
        </ul>
      )}
      <div className="pd-success__links">
        <WalletButtons
          googleWalletUrl={result.googleWalletUrl}
          appleWalletUrl={result.appleWalletUrl}
          className="btn btn--secondary pd-wallet-link"
        />
        <a className="btn btn--primary" href={result.saveUrl} target="_blank" rel="noopener noreferrer">
          {cards.length > 1 ? 'View the first gift card' : 'View your gift card'}
        </a>
      </div>
      {result.testPass && <WalletTestNote />}
    </div>
  );
}
