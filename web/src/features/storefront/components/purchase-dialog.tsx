import { useState, type ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import type { GiftCard } from '../../../lib/gift-card';
import './purchase-dialog.css';
import { formatUsd } from '@gv/proto';

export type PurchaseType = 'self' | 'gift';

/** What the dialog receives (spec §2 Purchase dialog): card name, amount, discount, id, plus what it shows. */
export type PurchaseCard = Pick<GiftCard, '_id' | 'giftCardName' | 'amount' | 'discount' | 'salePrice' | 'giftCardImg' | 'icon'>;

const STEPS = ['Type', 'Details', 'Payment'] as const;

const personIcon = (
  <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

const CHOICES: { value: PurchaseType; label: string; hint: string; icon: ReactNode }[] = [
  { value: 'self', label: 'For Myself', hint: 'Treat yourself: the card comes to your inbox.', icon: personIcon },
  { value: 'gift', label: 'As a Gift', hint: 'Send it to someone special with a message.', icon: <Icon name="gift" size={26} /> },
];

/**
 * The purchase dialog's shell: card summary, the 3-step progress bar and step 1's choice.
 * Steps 2-3 (details, payment) arrive with checkout; until then a note says so.
 */
export function PurchaseDialog({ card, onClose }: { card: PurchaseCard; onClose: () => void }) {
  const [purchaseType, setPurchaseType] = useState<PurchaseType | null>(null);
  const step = 1;
  const savings = Math.max(0, card.amount - card.salePrice);

  return (
    <Modal
      open
      title="Buy Gift Card"
      onClose={onClose}
      className="purchase-dialog"
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="pd-summary" data-gift-card-id={card._id}>
        <img className="pd-summary__img" src={card.giftCardImg} alt="" />
        <div className="pd-summary__text">
          <p className="pd-summary__name">
            <span aria-hidden="true">{card.icon}</span> {card.giftCardName}
          </p>
          <dl className="pd-summary__facts">
            <div>
              <dt>Amount</dt>
              <dd>{formatUsd(card.amount)}</dd>
            </div>
            <div>
              <dt>Discount</dt>
              <dd>{card.discount}%</dd>
            </div>
            <div className="pd-summary__pay">
              <dt>Sale price</dt>
              <dd>{formatUsd(card.salePrice)}</dd>
            </div>
          </dl>
          {savings > 0 && <p className="pd-summary__save">You save {formatUsd(savings)}</p>}
        </div>
      </div>

      <ol className="pd-steps" aria-label={`Step ${step} of ${STEPS.length}`}>
        {STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li key={label} className={`pd-steps__item pd-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="pd-steps__dot" aria-hidden="true">
                {number}
              </span>
              <span className="pd-steps__label">{label}</span>
            </li>
          );
        })}
      </ol>
      <div className="pd-progress" aria-hidden="true">
        <span style={{ width: `${(step / STEPS.length) * 100}%` }} />
      </div>

      <fieldset className="pd-choice">
        <legend className="pd-choice__legend">Who is this gift card for?</legend>
        <div className="pd-choice__options">
          {CHOICES.map((choice) => {
            const selected = purchaseType === choice.value;
            return (
              <label key={choice.value} className={`pd-option${selected ? ' pd-option--selected' : ''}`}>
                <input
                  type="radio"
                  name="purchase-type"
                  value={choice.value}
                  checked={selected}
                  onChange={() => setPurchaseType(choice.value)}
                  className="pd-option__input"
                />
                <span className="pd-option__icon" aria-hidden="true">
                  {choice.icon}
                </span>
                <span className="pd-option__label">{choice.label}</span>
                <span className="pd-option__hint">{choice.hint}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <p className="pd-note" role="note">
        <Icon name="clock" size={20} className="pd-note__icon" />
        <span>
          <strong>Online checkout is coming soon.</strong> You'll be able to enter your details and pay securely right here.
        </span>
      </p>
    </Modal>
  );
}
