import { useEffect, useState } from 'react';
import type { SquareRegistrationProgress } from '@gv/proto';
import { MeterBar } from '../../../components/ui/meter-bar';
import { apiClient, errorMessage } from '../../../lib/api-client';
import { useMessages, type Translate } from '../../../lib/i18n';
import { squareMessages } from './square.messages';
import type { CatalogKey } from '@gv/proto';
import './square-register-existing.css';

/** How often a running registration's progress is asked for. */
const POLL_MS = 1500;

const progressLabel = ({ total, registered, status }: SquareRegistrationProgress, t: Translate<CatalogKey<typeof squareMessages>>) => {
  if (status === 'done') return total === 0 ? t('noCardToRegister') : t('allRegistered', { total });
  return t(status === 'running' ? 'registering' : status === 'stopped' ? 'stopped' : 'registered', { registered, total });
};

/**
 * "Register existing cards" (owner, while the switch is on): the cards sold before it was on, registered at Square
 * with their balance now; a progress bar while it runs, stopped and resumed at will.
 */
export function SquareRegisterExisting() {
  const [progress, setProgress] = useState<SquareRegistrationProgress | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useMessages(squareMessages);

  const running = progress?.status === 'running';
  useEffect(() => {
    let cancelled = false;
    const look = () =>
      apiClient.call('GET /api/v1/admin/square/register-existing').then(
        (answer) => !cancelled && setProgress(answer),
        (failure) => !cancelled && setError(errorMessage(failure, t('progressFailed'))),
      );
    if (!running) {
      void look();
      return () => void (cancelled = true);
    }
    const timer = setInterval(look, POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [running, t]);

  const act = async (route: 'POST /api/v1/admin/square/register-existing' | 'DELETE /api/v1/admin/square/register-existing') => {
    setBusy(true);
    setError('');
    try {
      setProgress(await apiClient.call(route));
    } catch (failure) {
      setError(errorMessage(failure, t('tryAgain')));
    } finally {
      setBusy(false);
    }
  };

  if (!progress) return error ? <p className="field__error">{error}</p> : null;
  return (
    <div className="square-existing">
      <p className="card__subtitle">{t('existingIntro')}</p>
      <MeterBar
        role="progressbar"
        label={t('existingMeter')}
        value={progress.registered}
        max={progress.total}
        valueText={progressLabel(progress, t)}
        state={progress.status}
      />
      <p className="small" role="status">
        {progressLabel(progress, t)}
      </p>
      <div className="square-existing__actions">
        {running ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={busy}
            onClick={() => act('DELETE /api/v1/admin/square/register-existing')}
          >
            {t('stop')}
          </button>
        ) : (
          progress.status !== 'done' && (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={busy}
              onClick={() => act('POST /api/v1/admin/square/register-existing')}
            >
              {progress.status === 'stopped' ? t('resume') : t('registerExisting')}
            </button>
          )
        )}
      </div>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
