import { useCall } from '../../../lib/use-call';
import { cardApi } from '../api/card-api';
import { useMessages } from '../../../lib/i18n';
import { cardPageMessages } from './card-page.messages';

/** "Email me this card": the card's email again, to the address recorded for its holder (never one typed here). */
export function ResendCardButton({ code }: { code: string }) {
  const [state, run] = useCall();
  const t = useMessages(cardPageMessages);
  return (
    <div className="hc-resend no-print">
      <button type="button" className="btn btn--ghost btn--sm" disabled={state.status === 'busy'} onClick={() => run(() => cardApi.resend(code))}>
        {state.status === 'busy' ? t('sending') : t('resend')}
      </button>
      {(state.status === 'done' || state.status === 'failed') && (
        <p className={`hc-resend__message small${state.status === 'failed' ? ' field__error' : ' muted'}`} role="status">
          {state.message}
        </p>
      )}
    </div>
  );
}
