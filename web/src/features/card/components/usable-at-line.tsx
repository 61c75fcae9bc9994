import type { GiftCardView } from '@gv/proto';
import { usableAtLine } from '../../../lib/gift-card';

/** "Can be used at: Uptown, Airport" when the card's type is limited to some locations; nothing until the type is read, nor when it can be used everywhere. */
export function UsableAtLine({ cardType }: { cardType: GiftCardView | null }) {
  const line = cardType && usableAtLine(cardType);
  return line ? <p className="hc-face__where">{line}</p> : null;
}
