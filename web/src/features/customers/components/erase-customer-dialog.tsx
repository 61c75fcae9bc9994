import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { customerEmailKey, type Customer } from '@gv/proto';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { BusyButton } from '../../../components/ui/busy-button';
import { customersActions, selectCustomers } from '../customers-slice';
import { useMessages } from '../../../lib/i18n';
import { customersMessages } from './customers.messages';

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
  const t = useMessages(customersMessages);
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
    <Modal open size="sm" title={t('eraseTitle')} onClose={() => !busy && onClose()}>
      <form className="erase-customer" onSubmit={submit} noValidate>
        <p>{t.rich('eraseWarning', { name: customer.name || customer.email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <p className="muted small">{t('eraseKeeps')}</p>
        <TextField
          label={t('eraseConfirmLabel')}
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
            {t('cancel')}
          </button>
          <BusyButton type="submit" className="btn btn--danger" busy={busy} disabled={!confirmed}>
            {t('eraseCustomer')}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
