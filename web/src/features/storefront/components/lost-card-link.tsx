import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useCall } from '../../../lib/use-call';
import { storefrontApi } from '../api/storefront-api';

/** "Lost your card?": every card of this business held under an address is emailed to that address. */
export function LostCardLink({ businessSlug, businessName }: { businessSlug: string; businessName: string }) {
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
        Lost your card?
      </button>
      {open && (
        <Modal open title="Lost your gift card?" onClose={close} size="sm">
          {state.status === 'done' ? (
            <p role="status">{state.message}</p>
          ) : (
            <form className="sf-lost-card__form" onSubmit={submit} noValidate>
              <p className="muted">Enter the email address the gift card was sent to. We will email every {businessName} gift card held under it.</p>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                onValue={setEmail}
                error={state.status === 'failed' ? (state.fields?.email ?? state.message) : null}
              />
              <button type="submit" className="btn btn--primary" disabled={state.status === 'busy'}>
                {state.status === 'busy' ? 'Sending…' : 'Email my gift cards'}
              </button>
            </form>
          )}
        </Modal>
      )}
    </>
  );
}
