import type { RefObject } from 'react';
import type { PurchaseCompleted } from '@gv/proto';
import { WalletButtons } from '../../../components/ui/wallet-buttons';
import { WalletTestNote } from '../../../components/ui/wallet-test-note';

interface PurchaseSuccessProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  result: PurchaseCompleted['purchase'];
  /** Set for a gift: the card went to this person. */
  recipientName: string | null;
}

/** The success screen (spec §2): thanks, the wallet links (marked when they are test passes) and the card's own page. */
export function PurchaseSuccess({ headingRef, result, recipientName }: PurchaseSuccessProps) {
  return (
    <div className="pd-success">
      <span className="pd-success__icon" aria-hidden="true">
        ✓
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="pd-success__title">
        Purchase Completed Successfully!
      </h3>
      <p className="pd-success__text">Thank you for your purchase. A confirmation email has been sent to your inbox.</p>
      {recipientName && <p className="pd-success__text">The gift card is on its way to {recipientName} by email.</p>}
      <div className="pd-success__links">
        <WalletButtons googleWalletUrl={result.googleWalletUrl} appleWalletUrl={result.appleWalletUrl} className="btn btn--secondary pd-wallet-link" />
        <a className="btn btn--primary" href={result.saveUrl} target="_blank" rel="noopener noreferrer">
          View your gift card
        </a>
      </div>
      {result.testPass && <WalletTestNote />}
    </div>
  );
}
