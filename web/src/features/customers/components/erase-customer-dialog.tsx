import { useState, type FormEvent } from 'react';
import { customerEmailKey, type Customer, type CustomerErased } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { customersApi } from '../api/customers-api';

/** A dialog about one customer, closed by `onClose`; `onErased` gets the answer once they are erased. */
export interface CustomerDialogProps {
  customer: Customer;
  onClose: () => void;
  onErased: (erased: CustomerErased) => void;
}

/**
 * Erasing a customer cannot be undone: the admin types their email again to confirm. Their name, email, phone and
 * gift messages give way to a pseudonym everywhere; their cards, balances and every figure stay.
 */
export function EraseCustomerDialog({ customer, onClose, onErased }: CustomerDialogProps) {
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = customerEmailKey(confirm) === customerEmailKey(customer.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onErased(await customersApi.erase(customer.email, confirm));
    } catch (failure) {
      setError(errorMessage(failure, 'The customer could not be erased. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Modal open size="sm" title="Erase customer" onClose={() => !busy && onClose()}>
      <form className="erase-customer" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          <strong>{customer.name || customer.email}</strong>’s name, email, phone and gift messages will be replaced by a pseudonym in your orders,
          cards, reports and audit trail. This cannot be undone.
        </p>
        <p className="muted small">
          Their cards keep their balances and can still be redeemed by their code; no email will reach them again. Amounts and reports do not change.
        </p>
        <TextField
          label="Type the customer’s email to confirm"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={confirm}
          placeholder={customer.email}
          onValue={setConfirm}
        />
        {error && <AlertBanner tone="error">{error}</AlertBanner>}
        <div className="erase-customer__buttons">
          <button type="button" className="btn btn--secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn--danger" disabled={!confirmed || busy}>
            {busy && <Spinner />}
            Erase customer
          </button>
        </div>
      </form>
    </Modal>
  );
}
