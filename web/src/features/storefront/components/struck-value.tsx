import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { storefrontMessages } from './storefront.messages';

/** A discounted card's value, struck through after its sale price; a screen reader hears "instead of" before it. */
export function StruckValue({ className, amount }: { className: string; amount: number }) {
  const money = useMoney();
  const t = useMessages(storefrontMessages);
  return (
    <s className={className}>
      <span className="sr-only">{t('insteadOf')}</span>
      {money.format(amount)}
    </s>
  );
}
