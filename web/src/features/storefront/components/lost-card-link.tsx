import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useCall } from '../../../lib/use-call';
import { storefrontApi } from '../api/storefront-api';
import { useMessages } from '../../../lib/i18n';
import { storefrontMessages } from './storefront.messages';

/** "Lost your card?": every card of this business held under an address is emailed to that address. */
export function LostCardLink({ businessSlug, businessName }: { businessSlug: string; businessName: string }) {
  const t = useMessages(storefrontMessages);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [state, run] = useCall();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => storefrontApi.lostCards(email, businessSlug));
  };
  const close = () => {
    setOpen(false);
    setEmail('');
  };

  return (
    <>
      <button type="button" className="btn btn--ghost btn--sm sf-lost-card" onClick={() => setOpen(true)}>
        {t('lostCard')}
      </button>
      {open && (
        <Modal open title={t('lostTitle')} onClose={close} size="sm">
          {state.status === 'done' ? (
            <p role="status">{state.message}</p>
          ) : (
            <form className="sf-lost-card__form" onSubmit={submit} noValidate>
              <p className="muted">{t('lostText', { business: businessName })}</p>
              <TextField
                label={t('email')}
                type="email"
                autoComplete="email"
                value={email}
                onValue={setEmail}
                error={state.status === 'failed' ? (state.fields?.email ?? state.message) : null}
              />
              <button type="submit" className="btn btn--primary" disabled={state.status === 'busy'}>
                {t(state.status === 'busy' ? 'sending' : 'emailCards')}
              </button>
            </form>
          )}
        </Modal>
      )}
    </>
  );
}
