import { usableAtLine } from '../../../lib/gift-card';
import { useFetched } from '../../../lib/use-fetched';
import { cardApi } from '../api/card-api';

/**
 * "Can be used at: Uptown, Airport" when the card's type is limited to some locations, read after the page shows:
 * nothing until then, nor when the type can be used everywhere, was deleted (404) or could not be read.
 */
export function UsableAtLine({ giftCardId }: { giftCardId: string }) {
  const { data: line } = useFetched(
    () =>
      cardApi.cardType(giftCardId).then(
        (cardType) => usableAtLine(cardType),
        () => null,
      ),
    [giftCardId],
  );
  return line ? <p className="hc-face__where">{line}</p> : null;
}
