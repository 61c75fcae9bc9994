import { useState } from 'react';
import { MoneyField } from '../../../components/ui/money-field';
import { faceValueText, type PurchaseCard } from '../../../lib/gift-card';
import { priceForAmount, quickPicks, startingAmount } from '../chosen-amount';
import './amount-choice.css';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';

/** What the dialog knows of the amount: the card priced at it (the card itself when fixed) and what create-payment sends. */
export interface ChosenAmount {
  custom: boolean;
  typed: string;
  error: string | null;
  /** Priced at the amount typed (the card itself when fixed, or while the amount typed is not one it sells). */
  pricedCard: PurchaseCard;
  /** False while the amount typed is not one the card sells: the summary shows no price. */
  priced: boolean;
  /** Dollars, for an "Any amount" card. */
  amount: number | undefined;
  onValue: (typed: string) => void;
  /** Before leaving the first step: false (and the message shown) when the amount typed is not one the card sells. */
  confirm: () => boolean;
}

/** The amount a buyer chooses for an "Any amount" card; a fixed card has nothing to choose. */
export function useChosenAmount(card: PurchaseCard): ChosenAmount {
  const custom = card.amountMode === 'custom';
  const [typed, setTyped] = useState(() => (custom ? startingAmount(card) : ''));
  const [priced, setPriced] = useState(() => (custom ? priceForAmount(card, typed) : null));
  const [error, setError] = useState<string | null>(null);
  const valid = priced && !('error' in priced) ? priced : null;
  return {
    custom,
    typed,
    error,
    pricedCard: valid?.card ?? card,
    priced: !custom || valid !== null,
    amount: valid?.amount,
    onValue: (text) => {
      setTyped(text);
      setError(null);
      setPriced(priceForAmount(card, text));
    },
    confirm: () => {
      if (!custom) return true;
      const now = priceForAmount(card, typed);
      setError('error' in now ? now.error : null);
      return !('error' in now);
    },
  };
}

/** The amount field of an "Any amount" card, with its currency's quick picks ($25, $50, $100 within the range). */
export function AmountChoice({ id, card, chosen }: { id: string; card: PurchaseCard; chosen: ChosenAmount }) {
  const money = useMoney();
  const t = useMessages(dialogMessages);
  const picks = quickPicks(card);
  return (
    <div className="pd-amount">
      <MoneyField
        id={id}
        label={t('amount')}
        hint={faceValueText(card)}
        error={chosen.error}
        value={chosen.typed}
        onValue={chosen.onValue}
        startText={money.symbol}
        autoComplete="off"
      />
      {picks.length > 0 && (
        <div className="pd-amount__picks" role="group" aria-label={t('quickPicks')}>
          {picks.map((cents) => {
            const dollars = money.toMajor(cents);
            return (
              <button
                key={cents}
                type="button"
                className="btn btn--secondary btn--sm"
                aria-pressed={chosen.amount === dollars}
                onClick={() => chosen.onValue(String(dollars))}
              >
                {money.formatWhole(cents)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
