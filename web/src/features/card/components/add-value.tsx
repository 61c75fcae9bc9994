import { useContext, useState } from 'react';
import { currencyLimits, toMajorUnits, type GiftCardView, type HolderCardAnswer } from '@gv/proto';
import type { PurchaseCard } from '../../../lib/gift-card';
import { PurchaseDialogSlot } from '../../../lib/purchase-dialog-slot';
import { useFetched } from '../../../lib/use-fetched';
import { cardApi } from '../api/card-api';
import { useMessages } from '../../../lib/i18n';
import { cardPageMessages } from './card-page.messages';

/** What the amount field offers for a reload: any amount in the card's currency's range ($5–$2,000), paid value equal to what is paid. */
function reloadCard(cardType: GiftCardView, giftCardName: string, currency: string): PurchaseCard {
  const { custom } = currencyLimits(currency);
  const [min, max] = [toMajorUnits(custom.minCents, currency), toMajorUnits(custom.maxCents, currency)];
  const { _id, giftCardImg, icon, businessSlug, expirationDate } = cardType;
  return {
    currency,
    _id,
    giftCardName,
    giftCardImg,
    icon,
    businessSlug,
    expirationDate,
    amountMode: 'custom',
    amount: min,
    minAmount: min,
    maxAmount: max,
    discount: 0,
    salePrice: min,
  };
}

/**
 * "Add value" on the holder page of a card whose type is reloadable, while it is active; anyone with the page may pay.
 * A test card is offered it only while its business is in test mode (a live business refuses it).
 */
export function AddValue({ data }: { data: HolderCardAnswer }) {
  const PurchaseDialog = useContext(PurchaseDialogSlot);
  const [open, setOpen] = useState(false);
  const t = useMessages(cardPageMessages);
  const { giftCard, business } = data;
  const { data: card } = useFetched(async () => {
    if (giftCard.status !== 'active') return null;
    const [cardType, mode] = await Promise.all([
      cardApi.cardType(giftCard.giftCardId),
      giftCard.testCard ? cardApi.paymentMode(business.businessSlug) : 'test',
    ]);
    return cardType.reloadable && mode === 'test' ? reloadCard(cardType, giftCard.giftCardName, giftCard.currency) : null;
  }, [giftCard.giftCardId, giftCard.status, giftCard.testCard, giftCard.currency, business.businessSlug]);
  if (!card || !PurchaseDialog) return null;
  return (
    <>
      <button type="button" className="btn btn--gradient hc-add-value" onClick={() => setOpen(true)}>
        {t('addValue')}
      </button>
      {open && <PurchaseDialog card={card} reloadOf={data.uniqueCode} onClose={() => setOpen(false)} />}
    </>
  );
}
