import { useEffect, useState } from 'react';
import { billingStateMatters } from '@gv/proto';
import { TextField } from '../../../components/ui/form-field';
import { purchaseApi } from '../api/purchase-api';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';

/**
 * Where the buyer lives (decision 0095), asked only where unclaimed-property law makes it matter: unless the
 * business's state exempts every gift card. Optional; left empty, the business's state counts.
 */
export function BillingStateField({
  businessSlug,
  value,
  onValue,
  error,
}: {
  businessSlug: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  const t = useMessages(dialogMessages);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    let current = true;
    purchaseApi.businessState(businessSlug).then(
      (state) => current && setAsked(billingStateMatters(state)),
      () => current && setAsked(false),
    );
    return () => {
      current = false;
    };
  }, [businessSlug]);
  if (!asked) return null;
  return (
    <TextField
      label={t('billingState')}
      optional
      hint={t('billingStateHint')}
      autoComplete="address-level1"
      maxLength={2}
      value={value}
      error={error}
      onValue={(typed) => onValue(typed.toUpperCase())}
    />
  );
}
