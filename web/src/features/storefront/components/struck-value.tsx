import { useMoney } from '../../../lib/currency';

/** A discounted card's value, struck through after its sale price; a screen reader hears "instead of" before it. */
export function StruckValue({ className, amount }: { className: string; amount: number }) {
  const money = useMoney();
  return (
    <s className={className}>
      <span className="sr-only">instead of </span>
      {money.format(amount)}
    </s>
  );
}
