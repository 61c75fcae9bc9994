import { useMessages } from '../../lib/i18n';
import { signInMessages } from './sign-in.messages';
import { useEffect, useState, type FormEvent } from 'react';
import type { Acknowledged, TurnOffTwoStepForm, TwoStepSetup, TwoStepTurnedOn } from '@gv/proto';
import { errorMessage } from '../../lib/api-client';
import { AlertBanner } from './alert-banner';
import { TextField } from './form-field';
import { PasswordField } from './password-input';
import { Spinner } from './spinner';
import { BusyButton } from './busy-button';
import './two-step-card.css';
import { TitledCard } from './titled-card';

/** The account's two-step calls: an admin's (session) or the super admin's (bearer token). */
export interface TwoStepApi {
  start: () => Promise<TwoStepSetup>;
  confirm: (code: string) => Promise<TwoStepTurnedOn>;
  turnOff: (form: TurnOffTwoStepForm) => Promise<Acknowledged>;
}

interface TwoStepCardProps {
  enabled: boolean;
  api: TwoStepApi;
  /** After turning it on (once the recovery codes were shown) or off. */
  onChanged: (enabled: boolean) => void;
  /** Said first, e.g. that the platform requires it. */
  intro?: string;
}

type Phase = { kind: 'idle' } | { kind: 'setup'; setup: TwoStepSetup; qr: string | null } | { kind: 'codes'; codes: string[] } | { kind: 'turn-off' };

/**
 * Settings → "Two-step sign-in": turn it on (the secret and its QR code for an authenticator app, confirmed with a
 * first code; the 10 recovery codes shown once) or off (with a code or the password). The same card for business
 * admins and the super admin.
 */
export function TwoStepCard({ enabled, api, onChanged, intro }: TwoStepCardProps) {
  const t = useMessages(signInMessages);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const setupUrl = phase.kind === 'setup' ? phase.setup.otpauthUrl : null;
  useEffect(() => {
    if (!setupUrl) return;
    let cancelled = false;
    // Loaded on demand, as on the holder page: the QR encoder stays out of the first-load bundle.
    import('qrcode')
      .then((mod) =>
        (mod.default ?? mod).toDataURL(setupUrl, { width: 360, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }),
      )
      .then((qr) => {
        if (!cancelled) setPhase((current) => (current.kind === 'setup' ? { ...current, qr } : current));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [setupUrl]);

  async function run<T>(call: () => Promise<T>, then: (answer: T) => void, fallback: string) {
    setPending(true);
    setMessage(null);
    try {
      then(await call());
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, fallback) });
    } finally {
      setPending(false);
    }
  }

  const start = () => run(api.start, (setup) => setPhase({ kind: 'setup', setup, qr: null }), t('startFailed'));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => api.confirm(code),
      ({ recoveryCodes, message: text }) => {
        setCode('');
        setPhase({ kind: 'codes', codes: recoveryCodes });
        setMessage({ tone: 'success', text });
      },
      t('turnOnFailed'),
    );
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => api.turnOff(code ? { code } : { password }),
      ({ message: text }) => {
        setCode('');
        setPassword('');
        setPhase({ kind: 'idle' });
        setMessage({ tone: 'success', text });
        onChanged(false);
      },
      t('turnOffFailed'),
    );
  };

  return (
    <TitledCard titleId="two-step-title" title={t('twoStepTitle')} className="settings-card two-step">
      <p className="card__subtitle">{intro ?? t('twoStepIntro')}</p>
      {message && (
        <AlertBanner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </AlertBanner>
      )}

      {phase.kind === 'idle' && !enabled && (
        <BusyButton type="button" className="btn btn--primary" busy={pending} onClick={() => void start()}>
          {t('turnOnTwoStep')}
        </BusyButton>
      )}

      {phase.kind === 'setup' && (
        <form className="form" onSubmit={confirm} noValidate>
          <p className="two-step__step">{t('scanStep')}</p>
          <div className="two-step__qr">{phase.qr ? <img src={phase.qr} width={180} height={180} alt={t('qrAlt')} /> : <Spinner />}</div>
          <p className="two-step__secret">
            {t('key')}
            <code data-testid="two-step-secret">{phase.setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <TextField
            id="two-step-confirm-code"
            label={t('codeStep')}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onValue={setCode}
          />
          <div className="settings-card__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setPhase({ kind: 'idle' })}>
              {t('cancel')}
            </button>
            <BusyButton type="submit" className="btn btn--primary" busy={pending} disabled={code.trim() === ''}>
              {t('turnOn')}
            </BusyButton>
          </div>
        </form>
      )}

      {phase.kind === 'codes' && (
        <div className="form">
          <p className="two-step__step">{t.rich('saveCodes', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <ol className="two-step__codes" aria-label={t('recoveryCodes')}>
            {phase.codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ol>
          <div className="settings-card__actions">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                setPhase({ kind: 'idle' });
                setMessage(null);
                onChanged(true);
              }}
            >
              {t('savedCodes')}
            </button>
          </div>
        </div>
      )}

      {phase.kind === 'idle' && enabled && (
        <div className="two-step__on">
          <p className="two-step__status">
            <span className="two-step__badge">{t('on')}</span>
            {t('onText')}
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => setPhase({ kind: 'turn-off' })}>
            {t('turnOff')}
          </button>
        </div>
      )}

      {phase.kind === 'turn-off' && (
        <form className="form" onSubmit={turnOff} noValidate>
          <TextField id="two-step-off-code" label={t('offCode')} autoComplete="one-time-code" value={code} onValue={setCode} />
          <PasswordField id="two-step-off-password" label={t('offPassword')} autoComplete="current-password" value={password} onValue={setPassword} />
          <div className="settings-card__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setPhase({ kind: 'idle' })}>
              {t('cancel')}
            </button>
            <BusyButton type="submit" className="btn btn--danger" busy={pending} disabled={code.trim() === '' && password === ''}>
              {t('turnOffTwoStep')}
            </BusyButton>
          </div>
        </form>
      )}
    </TitledCard>
  );
}
