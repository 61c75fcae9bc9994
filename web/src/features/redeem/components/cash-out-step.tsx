import { useState, type FormEvent } from 'react';

import { ConfirmStep } from '../../../components/ui/confirm-step';
import { FormField } from '../../../components/ui/form-field';
import { OtpInput } from './otp-input';
import { useMoney } from '../../../lib/currency';
import { useMessages } from '../../../lib/i18n';
import { detailsMessages } from './redeem-details.messages';

interface CashOutStepProps {
  amount: number;
  /** How the clerk knows the card in hand: its name and the end of its code. */
  cardName: string;
  cardCode: string;
  /** Where the code went: "Name at email". */
  holder: string;
  paying: boolean;
  onPay: (otp: string) => void;
}

/** The cash-out the holder asked for: the code sent to them for it, then the clerk confirms the amount and the card. */
export function CashOutStep({ amount, cardName, cardCode, holder, paying, onPay }: CashOutStepProps) {
  const money = useMoney();
  const t = useMessages(detailsMessages);
  const [otp, setOtp] = useState('');
  const [confirming, setConfirming] = useState(false);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };

  return (
    <div className="redeem-details__forms">
      <form className="redeem-details__step" onSubmit={ask} noValidate>
        <FormField id="cash-out-otp" label={t('cashOutOtp', { amount: money.format(amount) })} hint={t('codeWentTo', { holder })}>
          {(control) => (
            <div className="redeem-details__row">
              <OtpInput
                control={control}
                value={otp}
                onChange={(digits) => {
                  setOtp(digits);
                  setConfirming(false);
                }}
                disabled={paying}
              />
              <button type="submit" className="btn btn--gradient" disabled={paying || confirming}>
                {t('cashOut', { amount: money.format(amount) })}
              </button>
            </div>
          )}
        </FormField>
      </form>
      {confirming && (
        <ConfirmStep
          sentence={t('cashOutConfirm', { amount: money.format(amount), card: cardName, last4: cardCode.slice(-4), zero: money.format(0) })}
          confirmLabel={t('payOut', { amount: money.format(amount) })}
          busy={paying}
          danger
          onConfirm={() => onPay(otp)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
