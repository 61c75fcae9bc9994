import type { ReactNode, RefObject } from 'react';
import type { PurchaseType } from '@gv/proto';
import { Icon } from '../../../components/ui/icon';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';

const personIcon = (
  <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

const CHOICES: { value: PurchaseType; label: 'selfLabel' | 'giftLabel'; hint: 'selfHint' | 'giftHint'; icon: ReactNode }[] = [
  { value: 'self', label: 'selfLabel', hint: 'selfHint', icon: personIcon },
  { value: 'gift', label: 'giftLabel', hint: 'giftHint', icon: <Icon name="gift" size={26} /> },
];

interface TypeStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  value: PurchaseType | null;
  error: string | null;
  onChange: (value: PurchaseType) => void;
}

/** Step 1: For Myself or As a Gift. */
export function TypeStep({ headingRef, value, error, onChange }: TypeStepProps) {
  const t = useMessages(dialogMessages);
  return (
    <fieldset className="pd-choice" aria-describedby={error ? 'pd-type-error' : undefined}>
      <legend className="pd-choice__legend">
        <h3 ref={headingRef} tabIndex={-1} className="pd-step-title">
          {t('typeHeading')}
        </h3>
      </legend>
      <div className="choice-pair">
        {CHOICES.map((choice) => {
          const selected = value === choice.value;
          return (
            <label key={choice.value} className={`pd-option${selected ? ' pd-option--selected' : ''}`}>
              <input
                type="radio"
                name="purchase-type"
                value={choice.value}
                checked={selected}
                onChange={() => onChange(choice.value)}
                className="pd-option__input"
              />
              <span className="pd-option__icon" aria-hidden="true">
                {choice.icon}
              </span>
              <span className="pd-option__label">{t(choice.label)}</span>
              <span className="pd-option__hint">{t(choice.hint)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="pd-type-error" className="alert alert--error pd-alert" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
