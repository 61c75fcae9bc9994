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

  const start = () => run(api.start, (setup) => setPhase({ kind: 'setup', setup, qr: null }), 'Failed to start two-step sign-in');
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => api.confirm(code),
      ({ recoveryCodes, message: text }) => {
        setCode('');
        setPhase({ kind: 'codes', codes: recoveryCodes });
        setMessage({ tone: 'success', text });
      },
      'Failed to turn on two-step sign-in',
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
      'Failed to turn off two-step sign-in',
    );
  };

  return (
    <TitledCard titleId="two-step-title" title="Two-step sign-in" className="settings-card two-step">
      <p className="card__subtitle">
        {intro ?? 'After your password, sign in with a 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy…).'}
      </p>
      {message && (
        <AlertBanner tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </AlertBanner>
      )}

      {phase.kind === 'idle' && !enabled && (
        <BusyButton type="button" className="btn btn--primary" busy={pending} onClick={() => void start()}>
          Turn on two-step sign-in
        </BusyButton>
      )}

      {phase.kind === 'setup' && (
        <form className="form" onSubmit={confirm} noValidate>
          <p className="two-step__step">1. Scan this QR code with your authenticator app, or type the key.</p>
          <div className="two-step__qr">
            {phase.qr ? <img src={phase.qr} width={180} height={180} alt="QR code to add this account to an authenticator app" /> : <Spinner />}
          </div>
          <p className="two-step__secret">
            Key: <code data-testid="two-step-secret">{phase.setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <TextField
            id="two-step-confirm-code"
            label="2. Enter the 6-digit code the app shows"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onValue={setCode}
          />
          <div className="settings-card__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setPhase({ kind: 'idle' })}>
              Cancel
            </button>
            <BusyButton type="submit" className="btn btn--primary" busy={pending} disabled={code.trim() === ''}>
              Turn on
            </BusyButton>
          </div>
        </form>
      )}

      {phase.kind === 'codes' && (
        <div className="form">
          <p className="two-step__step">
            <strong>Save your recovery codes now:</strong> they are shown only this once. Each signs you in once if you lose your phone.
          </p>
          <ol className="two-step__codes" aria-label="Recovery codes">
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
              I saved my recovery codes
            </button>
          </div>
        </div>
      )}

      {phase.kind === 'idle' && enabled && (
        <div className="two-step__on">
          <p className="two-step__status">
            <span className="two-step__badge">On</span> Signing in asks for a code of your authenticator app.
          </p>
          <button type="button" className="btn btn--secondary" onClick={() => setPhase({ kind: 'turn-off' })}>
            Turn off
          </button>
        </div>
      )}

      {phase.kind === 'turn-off' && (
        <form className="form" onSubmit={turnOff} noValidate>
          <TextField
            id="two-step-off-code"
            label="A code of your app, or a recovery code"
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
          />
          <PasswordField id="two-step-off-password" label="Or your password" autoComplete="current-password" value={password} onValue={setPassword} />
          <div className="settings-card__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setPhase({ kind: 'idle' })}>
              Cancel
            </button>
            <BusyButton type="submit" className="btn btn--danger" busy={pending} disabled={code.trim() === '' && password === ''}>
              Turn off two-step sign-in
            </BusyButton>
          </div>
        </form>
      )}
    </TitledCard>
  );
}
