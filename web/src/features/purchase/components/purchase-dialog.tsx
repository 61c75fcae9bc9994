import { type FormEvent, useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../../components/ui/modal';
import { BusyButton } from '../../../components/ui/busy-button';
import { Stepper } from '../../../components/ui/stepper';
import { TestModeBanner } from '../../../components/ui/test-mode';
import { browserTimeZone } from '../../../lib/time-zones';
import { PURCHASE_STEPS, RELOAD_STEPS, detailsOf, initialPurchaseForm, purchaseFormReducer } from '../purchase-form';
import { purchaseActions, selectPurchase } from '../purchase-slice';
import type { PurchaseDialogProps } from '../../../lib/purchase-dialog-slot';
import { AmountChoice, useChosenAmount } from './amount-choice';
import { BillingStateField } from './billing-state-field';
import { CardSummary } from './card-summary';
import { DetailsStep } from './details-step';
import type { PaymentMethod } from './payment-method-option';
import { PaymentStep, type PaymentStepHandle } from './payment-step';
import { PurchaseSuccess } from './purchase-success';
import { ReloadSuccess } from './reload-success';
import { TypeStep } from './type-step';
import './purchase-dialog.css';
import { useMessages } from '../../../lib/i18n';
import { dialogMessages } from './purchase-dialog.messages';
import { CurrencyProvider } from '../../../lib/currency';

/**
 * The purchase dialog (spec §2, §4): type → details → payment, then the success screen.
 * Enter or Next moves on when the step is valid; Complete Purchase (step 3 only) tokenizes, pays and issues the card.
 * With `reloadOf`, it adds value to that card instead: an amount, the payer's details, the payment.
 */
export function PurchaseDialog({ card, onClose, reloadOf }: PurchaseDialogProps) {
  const dispatch = useDispatch();
  const t = useMessages(dialogMessages);
  const formId = useId();
  // A reload is paid for oneself: the first step only asks the amount.
  const [form, formDispatch] = useReducer(purchaseFormReducer, reloadOf ? { ...initialPurchaseForm, purchaseType: 'self' } : initialPurchaseForm);
  // An "Any amount" card is shown and paid at the amount chosen; `priced` is the card at that price.
  const chosen = useChosenAmount(card);
  const priced = chosen.pricedCard;
  const { config, payment, purchase } = useSelector(selectPurchase);
  const paymentRef = useRef<PaymentStepHandle>(null);
  const [payMethod, setPayMethod] = useState<PaymentMethod>('card');
  const [billingState, setBillingState] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    dispatch(purchaseActions.checkoutStarted(card.businessSlug));
    return () => void dispatch(purchaseActions.checkoutClosed());
  }, [dispatch, card.businessSlug]);

  // Each new step (and the success screen) is announced by moving focus to its heading.
  const done = purchase.status === 'success';
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [form.step, done]);

  const paid = payment.status === 'completed';
  const paying = payment.status === 'pending' || (paid && purchase.status === 'loading');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.step === 1 && !chosen.confirm()) {
      document.getElementById(`${formId}-amount`)?.focus();
      return;
    }
    if (form.step < 3) {
      formDispatch({ type: 'next', lastDay: card.expirationDate });
      return;
    }
    if (!paid) paymentRef.current?.submit();
  };

  // After a refused Next, focus goes to the first field in error, scrolled so its message below it shows too.
  useEffect(() => {
    if (form.refusedNext === 0) return;
    const field = document.querySelector<HTMLElement>(`[data-purchase-form="${formId}"] [aria-invalid="true"]`);
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, [form.refusedNext, formId]);

  const checkout = form.purchaseType
    ? {
        id: card._id,
        businessSlug: card.businessSlug,
        purchaseType: form.purchaseType,
        ...(chosen.amount !== undefined && { amount: chosen.amount }),
        ...(reloadOf && { reloadOf }),
        ...(billingState.trim() && { billingState: billingState.trim() }),
        ...detailsOf(form.purchaseType, form.values, form.recipients),
      }
    : null;

  const result = done ? purchase.result : null;
  // A scheduled gift starts in the business's zone (the browser's until the payment config says).
  const defaultZone = config.data?.timeZone ?? browserTimeZone() ?? 'UTC';
  return (
    <CurrencyProvider currency={card.currency}>
      <Modal
        open
        title={t(reloadOf ? 'titleReload' : 'titleBuy')}
        onClose={onClose}
        className="purchase-dialog"
        footer={
          result ? (
            <button type="button" className="btn btn--gradient" onClick={onClose}>
              {t('close')}
            </button>
          ) : (
            <div className="pd-footer">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => formDispatch({ type: 'previous' })}
                disabled={form.step === 1 || paying || paid}
              >
                {t('previous')}
              </button>
              {form.step < 3 ? (
                <button type="submit" form={formId} className="btn btn--gradient">
                  {t('next')}
                </button>
              ) : payMethod === 'card' ? (
                <BusyButton type="submit" form={formId} className="btn btn--gradient" busy={paying} disabled={paid || config.status !== 'success'}>
                  {t('complete')}
                </BusyButton>
              ) : null}
            </div>
          )
        }
      >
        {config.data?.mode === 'test' && <TestModeBanner>{result ? t('testCard') : null}</TestModeBanner>}
        {result && reloadOf ? (
          <ReloadSuccess headingRef={headingRef} result={result} added={chosen.amount ?? 0} />
        ) : result ? (
          <PurchaseSuccess
            headingRef={headingRef}
            result={result}
            card={priced}
            gift={form.purchaseType === 'gift'}
            zones={form.recipients.map((recipient) => recipient.when?.timeZone)}
          />
        ) : (
          <>
            <CardSummary
              card={priced}
              unpriced={!chosen.priced}
              compact={form.step > 1}
              quantity={form.purchaseType === 'gift' ? form.recipients.length : 1}
            />
            <Stepper steps={(reloadOf ? RELOAD_STEPS : PURCHASE_STEPS).map((step) => t(step))} current={form.step} />
            <form id={formId} data-purchase-form={formId} className="pd-form" onSubmit={onSubmit} noValidate>
              {form.step === 1 && chosen.custom && <AmountChoice id={`${formId}-amount`} card={card} chosen={chosen} />}
              {form.step === 1 && !reloadOf && (
                <TypeStep
                  headingRef={headingRef}
                  value={form.purchaseType}
                  error={form.typeError}
                  onChange={(purchaseType) => formDispatch({ type: 'chooseType', purchaseType })}
                />
              )}
              {form.step === 2 && form.purchaseType && (
                <DetailsStep
                  headingRef={headingRef}
                  purchaseType={form.purchaseType}
                  values={form.values}
                  recipients={form.recipients}
                  errors={form.errors}
                  salePrice={priced.salePrice}
                  defaultZone={defaultZone}
                  lastDay={card.expirationDate}
                  onChange={(field, value) => formDispatch({ type: 'setField', field, value })}
                  dispatch={formDispatch}
                />
              )}
              {form.step === 2 && !reloadOf && <BillingStateField businessSlug={card.businessSlug} value={billingState} onValue={setBillingState} />}
              {form.step === 3 && checkout && (
                <PaymentStep
                  ref={paymentRef}
                  headingRef={headingRef}
                  card={priced}
                  checkout={checkout}
                  method={payMethod}
                  onMethodChange={setPayMethod}
                />
              )}
            </form>
          </>
        )}
      </Modal>
    </CurrencyProvider>
  );
}
