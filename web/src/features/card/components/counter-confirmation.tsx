import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { CatalogKey, HolderChange, HolderVerification } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';
import { useCall } from '../../../lib/use-call';
import { cardApi } from '../api/card-api';
import { useMessages, type Translate } from '../../../lib/i18n';
import { counterConfirmationMessages } from './counter-confirmation.messages';

type CounterKey = CatalogKey<typeof counterConfirmationMessages>;

/** What the holder page says about spending the card (decision 0073): how the counter confirms it is theirs. */
export function spendHint(verification: HolderVerification, t: Translate<CounterKey>): string {
  if (!verification.byEmail) return t('hintPin');
  return t('hintCode', { phone: verification.phone ? 'yes' : 'no', pin: verification.pin ? 'yes' : 'no' });
}

/** A PIN and an emailed code are digits only: anything else typed is dropped. */
const digitsOf = (typed: string) => typed.replace(/\D/g, '');

/** What a change shows: the button that opens it, its title and its field. */
interface ChangeView {
  open: (set: boolean) => CounterKey;
  title: CounterKey;
  /** The new phone's or PIN's field: its texts, its input's attributes, and what is kept of what is typed. */
  field: { label: CounterKey; hint: CounterKey; input: InputHTMLAttributes<HTMLInputElement>; kept: (typed: string) => string };
}

const CHANGES: Record<HolderChange, ChangeView> = {
  phone: {
    open: (set) => (set ? 'changePhone' : 'addPhone'),
    title: 'phoneTitle',
    field: { label: 'mobilePhone', hint: 'mobilePhoneHint', input: { type: 'tel', autoComplete: 'tel' }, kept: (typed) => typed },
  },
  pin: {
    open: (set) => (set ? 'changePin' : 'setPin'),
    title: 'pinTitle',
    field: {
      label: 'newPin',
      hint: 'newPinHint',
      input: { type: 'password', inputMode: 'numeric', autoComplete: 'new-password', maxLength: 6 },
      kept: digitsOf,
    },
  },
};

/**
 * "At the counter": the holder adds a phone the counter may text codes to, or sets a PIN to give instead of a code.
 * Either needs a code emailed to the holder's recorded address first: knowing the card's code is not enough.
 */
export function CounterConfirmation({ code, verification }: { code: string; verification: HolderVerification }) {
  const [setUp, setSetUp] = useState({ phone: verification.phone, pin: verification.pin });
  const [change, setChange] = useState<HolderChange | null>(null);
  const t = useMessages(counterConfirmationMessages);

  if (!verification.byEmail) {
    return (
      <section className="hc-counter no-print" aria-labelledby="hc-counter-title">
        <h2 id="hc-counter-title">{t('title')}</h2>
        <p className="muted">{t('printedPin')}</p>
      </section>
    );
  }
  return (
    <section className="hc-counter no-print" aria-labelledby="hc-counter-title">
      <h2 id="hc-counter-title">{t('title')}</h2>
      <p className="muted">
        {t(setUp.phone ? 'codesByEmailOrText' : 'codesByEmail')} {setUp.pin ? t('havePin') : ''}
      </p>
      {change === null ? (
        <div className="hc-counter__actions">
          {(['phone', 'pin'] as const).map((which) => (
            <button key={which} type="button" className="btn btn--secondary btn--sm" onClick={() => setChange(which)}>
              {t(CHANGES[which].open(setUp[which]))}
            </button>
          ))}
        </div>
      ) : (
        <ConfirmedChange
          key={change}
          code={code}
          change={change}
          onDone={() => setSetUp((now) => ({ ...now, [change]: true }))}
          onCancel={() => setChange(null)}
        />
      )}
    </section>
  );
}

/** Step 1: a code to the holder's email. Step 2: the phone or PIN, with that code. */
function ConfirmedChange({ code, change, onDone, onCancel }: { code: string; change: HolderChange; onDone: () => void; onCancel: () => void }) {
  const [sent, send] = useCall();
  const [saved, save] = useCall();
  const [value, setValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const t = useMessages(counterConfirmationMessages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(async () => {
      const answer = change === 'pin' ? await cardApi.setPin(code, value, confirmation) : await cardApi.setPhone(code, value, confirmation);
      onDone();
      return answer;
    });
  };
  const { field } = CHANGES[change];
  const fieldError = saved.status === 'failed' ? (saved.fields?.[change] ?? null) : null;

  if (saved.status === 'done') {
    return (
      <div className="hc-counter__step">
        <p role="status">{saved.message}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
          {t('done')}
        </button>
      </div>
    );
  }
  return (
    <div className="hc-counter__step">
      <h3>{t(CHANGES[change].title)}</h3>
      {sent.status !== 'done' ? (
        <>
          <p className="muted small">{t('emailIntro')}</p>
          <StepActions
            busy={sent.status === 'busy'}
            label={t('emailMeACode')}
            busyLabel={t('sending')}
            onAct={() => void send(() => cardApi.holderCode(code, change))}
            onCancel={onCancel}
          />
          {sent.status === 'failed' && (
            <p className="field__error small" role="alert">
              {sent.message}
            </p>
          )}
        </>
      ) : (
        <form className="hc-counter__form" onSubmit={submit} noValidate>
          <p className="muted small" role="status">
            {sent.message}
          </p>
          <TextField
            label={t(field.label)}
            hint={t(field.hint)}
            error={fieldError}
            {...field.input}
            value={value}
            onValue={(typed) => setValue(field.kept(typed))}
          />
          <TextField
            label={t('emailCode')}
            error={saved.status === 'failed' && !fieldError ? saved.message : null}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={confirmation}
            onValue={(typed) => setConfirmation(digitsOf(typed))}
          />
          <StepActions busy={saved.status === 'busy'} label={t('save')} busyLabel={t('saving')} onCancel={onCancel} />
        </form>
      )}
    </div>
  );
}

interface StepActionsProps {
  busy: boolean;
  label: string;
  /** The step's button while its call runs. */
  busyLabel: string;
  /** Its click; without one the button submits the step's form. */
  onAct?: () => void;
  onCancel: () => void;
}

/** A step's own button, which says so while it works, and Cancel. */
function StepActions({ busy, label, busyLabel, onAct, onCancel }: StepActionsProps) {
  const t = useMessages(counterConfirmationMessages);
  return (
    <div className="hc-counter__actions">
      <button type={onAct ? 'button' : 'submit'} className="btn btn--primary btn--sm" disabled={busy} onClick={onAct}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
