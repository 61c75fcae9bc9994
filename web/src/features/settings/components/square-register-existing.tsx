import { useEffect, useState } from 'react';
import type { SquareRegistrationProgress } from '@gv/proto';
import { MeterBar } from '../../../components/ui/meter-bar';
import { apiClient, errorMessage } from '../../../lib/api-client';
import './square-register-existing.css';

/** How often a running registration's progress is asked for. */
const POLL_MS = 1500;

const progressLabel = ({ total, registered, status }: SquareRegistrationProgress) => {
  if (status === 'done') return total === 0 ? 'No card to register.' : `All ${total} cards work at your Square terminal.`;
  const of = `${registered} of ${total} cards registered`;
  return status === 'running' ? `Registering: ${of}…` : status === 'stopped' ? `Stopped: ${of}.` : `${of}.`;
};

/**
 * "Register existing cards" (owner, while the switch is on): the cards sold before it was on, registered at Square
 * with their balance now; a progress bar while it runs, stopped and resumed at will.
 */
export function SquareRegisterExisting() {
  const [progress, setProgress] = useState<SquareRegistrationProgress | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const running = progress?.status === 'running';
  useEffect(() => {
    let cancelled = false;
    const look = () =>
      apiClient.call('GET /api/v1/admin/square/register-existing').then(
        (answer) => !cancelled && setProgress(answer),
        (failure) => !cancelled && setError(errorMessage(failure, 'The progress could not be loaded.')),
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
  }, [running]);

  const act = async (route: 'POST /api/v1/admin/square/register-existing' | 'DELETE /api/v1/admin/square/register-existing') => {
    setBusy(true);
    setError('');
    try {
      setProgress(await apiClient.call(route));
    } catch (failure) {
      setError(errorMessage(failure, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (!progress) return error ? <p className="field__error">{error}</p> : null;
  return (
    <div className="square-existing">
      <p className="card__subtitle">
        Cards sold before you turned this on work only here until you register them at Square, each with its balance now.
      </p>
      <MeterBar
        role="progressbar"
        label="Existing cards registered at Square"
        value={progress.registered}
        max={progress.total}
        valueText={progressLabel(progress)}
        state={progress.status}
      />
      <p className="small" role="status">
        {progressLabel(progress)}
      </p>
      <div className="square-existing__actions">
        {running ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={busy}
            onClick={() => act('DELETE /api/v1/admin/square/register-existing')}
          >
            Stop
          </button>
        ) : (
          progress.status !== 'done' && (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={busy}
              onClick={() => act('POST /api/v1/admin/square/register-existing')}
            >
              {progress.status === 'stopped' ? 'Resume registering' : 'Register existing cards'}
            </button>
          )
        )}
      </div>
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
