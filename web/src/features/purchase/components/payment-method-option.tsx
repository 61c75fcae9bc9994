import type { ReactNode } from 'react';

export type PaymentMethod = 'card' | 'googlePay';

interface PaymentMethodOptionProps {
  method: PaymentMethod;
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
  disabled: boolean;
  /** The id of the line that says why the method cannot be chosen. */
  describedBy?: string;
  children: ReactNode;
}

/** One payment method's radio, its label marked while it is the chosen one. */
export function PaymentMethodOption({ method, chosen, onChoose, disabled, describedBy, children }: PaymentMethodOptionProps) {
  return (
    <label className={`pd-method${method === chosen ? ' pd-method--selected' : ''}`}>
      <input
        type="radio"
        name="payment-method"
        value={method}
        checked={method === chosen}
        onChange={() => onChoose(method)}
        disabled={disabled}
        aria-describedby={describedBy}
      />
      {children}
    </label>
  );
}
