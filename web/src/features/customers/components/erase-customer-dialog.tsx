import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { customerEmailKey, type Customer } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { BusyButton } from '../../../components/ui/busy-button';
import { customersActions, selectCustomers } from '../customers-slice';

/** A dialog about one customer, closed by `onClose` (erasing them closes it too). */
export interface CustomerDialogProps {
  customer: Customer;
  onClose: () => void;
}

/**
 * Erasing a customer cannot be undone: the admin types their email again to confirm. Their name, email, phone and
 * gift messages give way to a pseudonym everywhere; their cards, balances and every figure stay.
 */
export function EraseCustomerDialog({ customer, onClose: close }: CustomerDialogProps) {
  const dispatch = useDispatch();
  const [confirm, setConfirm] = useState('');
  const { pending: busy, error } = useSelector(selectCustomers).erase;
  const confirmed = customerEmailKey(confirm) === customerEmailKey(customer.email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(customersActions.eraseRequest({ email: customer.email, confirm }));
  };
  // The next time it opens, it opens without this attempt's failure.
  const onClose = () => {
    dispatch(customersActions.eraseCancelled());
    close();
  };

  return (
    <Modal open size="sm" title="Erase customer" onClose={() => !busy && onClose()}>
      <form className="erase-customer" onSubmit={submit} noValidate>
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
          <BusyButton type="submit" className="btn btn--danger" busy={busy} disabled={!confirmed}>
            Erase customer
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
