import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n';
import { DigitsInput } from './digits-input';
import { detailsMessages } from './redeem-details.messages';

interface PinKeypadProps {
  pin: string;
  onChange: (pin: string) => void;
  /** The redeem button's label, e.g. "Redeem $12.50". */
  action: string;
  busy: boolean;
  onSubmit: () => void;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const ZERO = '0';
const BACKSPACE = '⌫';

/** The holder types their PIN (4-6 digits) on the counter's screen, or on a keyboard: shown as dots, never read out. */
export function PinKeypad({ pin, onChange, action, busy, onSubmit }: PinKeypadProps) {
  const t = useMessages(detailsMessages);
  const press = (digit: string) => onChange((pin + digit).slice(0, 6));
  return (
    <form
      className="pin-keypad"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <label className="field__label" htmlFor="holder-pin">
        {t('pinLabel')}
      </label>
      <DigitsInput
        id="holder-pin"
        className="input pin-keypad__display"
        type="password"
        autoComplete="off"
        placeholder={t('pinPlaceholder')}
        value={pin}
        onDigits={(digits) => onChange(digits.slice(0, 6))}
      />
      <div className="pin-keypad__keys" role="group" aria-label={t('keypad')}>
        {KEYS.map((digit) => (
          <button key={digit} type="button" className="btn btn--secondary pin-keypad__key" onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className="btn btn--ghost pin-keypad__key" onClick={() => onChange('')} aria-label={t('clearPin')}>
          {t('clear')}
        </button>
        <button type="button" className="btn btn--secondary pin-keypad__key" onClick={() => press('0')}>
          {ZERO}
        </button>
        <button type="button" className="btn btn--ghost pin-keypad__key" onClick={() => onChange(pin.slice(0, -1))} aria-label={t('deleteDigit')}>
          {BACKSPACE}
        </button>
      </div>
      <button type="submit" className="btn btn--gradient pin-keypad__submit" disabled={busy}>
        {busy && <Spinner />} {action}
      </button>
    </form>
  );
}
