import { useEffect, useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { minorDigits, purchaseMessages } from '@gv/proto';
import { message, useMessages } from '../../../lib/i18n';
import { paymentMessages } from './payment-step.messages';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { purchaseActions, selectPurchase, type Checkout, type PaymentSource } from '../purchase-slice';
import { totalOf } from '../purchase-form';
import {
  TEST_VALUES,
  loadSquareSdk,
  walletCountry,
  type SquareCard,
  type SquareCashAppPay,
  type SquareGooglePay,
  type TokenResult,
} from '../square-web-payments';
import type { PurchaseCard } from '../../../lib/gift-card';
import { PaymentMethodOption, type PaymentMethod } from './payment-method-option';

/** Not words: a mark, a space between elements, a list's comma, Google's letter and product name. */
const CHECK = '✓';
const SPACE = ' ';
const LIST_COMMA = ', ';
const GOOGLE_G = 'G';
const GOOGLE_PAY = 'Google Pay';

export interface PaymentStepHandle {
  /** Complete Purchase: tokenizes with the chosen method, then pays. */
  submit(): void;
}

type Method = PaymentMethod;

interface PaymentStepProps {
  ref: Ref<PaymentStepHandle>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  card: PurchaseCard;
  checkout: Checkout;
  /** The chosen method, kept by the dialog: with Google Pay, its own button pays and the dialog shows no second one. */
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
}

/** The card form's problems: empty fields get the spec's message, anything else the SDK's own words. */
function cardErrorMessage(result: TokenResult): string {
  const errors = result.errors ?? [];
  if (errors.length === 0 || errors.some((error) => /required|empty|missing/i.test(error.message)))
    return message(purchaseMessages, 'paymentDetails');
  return errors.map((error) => error.message).join(' ');
}

/**
 * Step 3 (spec §2): credit card or Google Pay, and the Cash App Pay button, from Square's Web Payments SDK
 * (or its test-mode stand-in). Once the payment is COMPLETED the area says so while the card is issued.
 */
export function PaymentStep({ ref, headingRef, card, checkout, method, onMethodChange }: PaymentStepProps) {
  const dispatch = useDispatch();
  const t = useMessages(paymentMessages);
  const { config, payment, purchase, idempotencyKey } = useSelector(selectPurchase);
  // A gift to several people is one payment: the sale price once per recipient.
  const quantity = checkout.recipients?.length ?? 1;
  const [sdk, setSdk] = useState<{ status: 'loading' | 'ready' | 'error'; message?: string }>({ status: 'loading' });
  // null: not known yet; false: this browser or seller cannot use it.
  const [wallets, setWallets] = useState({ googlePay: null as boolean | null, cashAppPay: null as boolean | null });
  const [clientError, setClientError] = useState<{ text: string; seq: number } | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const googlePayRef = useRef<HTMLDivElement>(null);
  const cashAppRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const methods = useRef<{ card?: SquareCard; googlePay?: SquareGooglePay; cashAppPay?: SquareCashAppPay }>({});
  const googlePayAttached = useRef(false);

  const busy = tokenizing || payment.status === 'pending' || payment.status === 'completed';
  // The SDK's listeners outlive renders: they read the current checkout and state through this ref.
  const latest = useRef({ checkout, busy });
  latest.current = { checkout, busy };

  // Each error gets a new key, so the alert is announced again even with the same words.
  const errorSeq = useRef(0);
  const showError = (text: string) => setClientError({ text, seq: ++errorSeq.current });
  const clearErrors = () => {
    setClientError(null);
    dispatch(purchaseActions.payErrorCleared());
  };
  const chooseMethod = (next: Method) => {
    onMethodChange(next);
    clearErrors();
  };
  const pay = (source: PaymentSource, token: string) =>
    dispatch(purchaseActions.payRequest({ source, sourceId: token, checkout: latest.current.checkout }));

  const onCashAppToken = useRef((_result: TokenResult) => {});
  onCashAppToken.current = (result) => {
    if (latest.current.busy) return;
    clearErrors();
    if (result.status === 'OK' && result.token) pay('cashAppPay', result.token);
    else {
      console.error('Cash App Pay tokenization failed', result.status, result.errors);
      showError(message(purchaseMessages, 'cashAppFailed'));
    }
  };

  const paymentsConfig = config.status === 'success' ? config.data : null;
  useEffect(() => {
    if (!paymentsConfig) return;
    let cancelled = false;
    const created: (SquareCard | SquareGooglePay | SquareCashAppPay)[] = [];
    (async () => {
      const square = await loadSquareSdk(paymentsConfig.scriptUrl);
      const payments = square.payments(paymentsConfig.applicationId, paymentsConfig.locationId);
      const cardMethod = await payments.card();
      created.push(cardMethod);
      if (cancelled || !cardRef.current) return;
      await cardMethod.attach(cardRef.current);
      methods.current.card = cardMethod;
      setSdk({ status: 'ready' });

      const paymentRequest = payments.paymentRequest({
        countryCode: walletCountry(card.currency),
        currencyCode: card.currency,
        total: { amount: totalOf(card.salePrice, quantity, card.currency).toFixed(minorDigits(card.currency)), label: card.giftCardName },
      });
      // Wallets are optional: one the browser or the seller cannot use is simply not offered.
      // Google Pay's button is attached when it is chosen, into a visible container.
      try {
        const googlePay = await payments.googlePay(paymentRequest);
        created.push(googlePay);
        if (cancelled) return;
        methods.current.googlePay = googlePay;
        setWallets((w) => ({ ...w, googlePay: true }));
      } catch (error) {
        console.warn('Google Pay is unavailable', error);
        setWallets((w) => ({ ...w, googlePay: false }));
      }
      try {
        const cashAppPay = await payments.cashAppPay(paymentRequest, { redirectURL: window.location.href, referenceId: card._id });
        created.push(cashAppPay);
        if (cancelled || !cashAppRef.current) return;
        cashAppPay.addEventListener('ontokenization', (event) => onCashAppToken.current(event.detail.tokenResult));
        await cashAppPay.attach(cashAppRef.current);
        methods.current.cashAppPay = cashAppPay;
        setWallets((w) => ({ ...w, cashAppPay: true }));
      } catch (error) {
        console.warn('Cash App Pay is unavailable', error);
        setWallets((w) => ({ ...w, cashAppPay: false }));
      }
    })().catch((error: unknown) => {
      console.error('Web Payments SDK failed', error);
      if (!cancelled)
        setSdk({ status: 'error', message: error instanceof Error && error.message ? error.message : message(paymentMessages, 'formUnavailable') });
    });
    return () => {
      cancelled = true;
      methods.current = {};
      googlePayAttached.current = false;
      for (const method of created) method.destroy().catch(() => undefined);
    };
  }, [paymentsConfig, card._id, card.salePrice, card.giftCardName, card.currency, quantity]);

  useEffect(() => {
    const googlePay = methods.current.googlePay;
    if (method !== 'googlePay' || !googlePay || googlePayAttached.current || !googlePayRef.current) return;
    googlePayAttached.current = true;
    googlePay.attach(googlePayRef.current).catch((error: unknown) => {
      console.warn('Google Pay is unavailable', error);
      googlePayAttached.current = false;
      setWallets((w) => ({ ...w, googlePay: false }));
      onMethodChange('card');
    });
  }, [method, wallets.googlePay, onMethodChange]);

  const tokenizeWith = async (source: Method) => {
    const paymentMethod = source === 'card' ? methods.current.card : methods.current.googlePay;
    if (!paymentMethod || latest.current.busy) return;
    clearErrors();
    setTokenizing(true);
    let result: TokenResult;
    try {
      result = await paymentMethod.tokenize();
    } catch (error) {
      console.error('Tokenization failed', error);
      showError(t(source === 'card' ? 'formUnavailable' : 'googlePayFailed'));
      return;
    } finally {
      setTokenizing(false);
    }
    if (result.status === 'OK' && result.token) {
      pay(source, result.token);
      return;
    }
    console.error('Tokenization failed', result.status, result.errors);
    if (result.status === 'Cancel' || result.status === 'Abort') return;
    showError(source === 'card' ? cardErrorMessage(result) : t('googlePayFailed'));
  };

  useImperativeHandle(ref, () => ({ submit: () => void tokenizeWith(method) }));

  const paid = payment.status === 'completed';
  const testMode = paymentsConfig?.mode === 'test';
  const error = clientError?.text ?? (payment.status === 'failed' ? payment.error : null);
  const errorKey = clientError ? `client-${clientError.seq}` : `payment-${idempotencyKey}-${payment.code}`;
  const purchaseFailed = paid && purchase.status === 'fail';

  // A new error is brought into view (the step scrolls on small screens).
  useEffect(() => {
    if (error || purchaseFailed) alertRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error, errorKey, purchaseFailed]);

  return (
    <div className="pd-payment">
      <h3 ref={headingRef} tabIndex={-1} className="pd-step-title">
        {t('heading')}
      </h3>

      {paid && (
        <div className="pd-paid" role="status">
          <span className="pd-paid__icon" aria-hidden="true">
            {CHECK}
          </span>
          <div className="pd-paid__text">
            <p className="pd-paid__title">{t('paidTitle')}</p>
            <p>{t('paidText')}</p>
            {purchase.status === 'loading' && (
              <p className="pd-paid__next">
                <Spinner /> {t('preparing')}
              </p>
            )}
          </div>
        </div>
      )}
      {purchaseFailed && (
        <div className="pd-alert" ref={alertRef}>
          <AlertBanner tone="error">
            {purchase.error}
            {SPACE}
            <button
              type="button"
              className="btn btn--secondary btn--sm pd-retry"
              onClick={() => purchase.form && dispatch(purchaseActions.purchaseRequest(purchase.form))}
            >
              {t('tryAgain')}
            </button>
          </AlertBanner>
        </div>
      )}

      <div className="pd-pay-area" hidden={paid}>
        {testMode && (
          <div className="pd-test-mode" role="note">
            <p className="pd-test-mode__title">
              <Icon name="shield" size={18} /> {t('testTitle')}
            </p>
            <p className="pd-test-mode__hint">{t('testHint')}</p>
            <ul className="pd-test-mode__list">
              {TEST_VALUES.map((test) => (
                <li key={test.outcome}>
                  {test.values.map(({ field, value }, index) => (
                    <span key={value}>
                      {index > 0 && (index === test.values.length - 1 ? t('or') : LIST_COMMA)}
                      <code>{field ? t(field, { value }) : value}</code>
                    </span>
                  ))}
                  {SPACE}
                  {t(test.outcome)}
                </li>
              ))}
            </ul>
          </div>
        )}

        {config.status === 'loading' || (config.status === 'success' && sdk.status === 'loading') ? (
          <p className="pd-loading" role="status">
            <Spinner /> {t('loadingForm')}
          </p>
        ) : null}
        {config.status === 'fail' && <AlertBanner tone="error">{config.error}</AlertBanner>}
        {sdk.status === 'error' && <AlertBanner tone="error">{sdk.message}</AlertBanner>}

        <div hidden={config.status === 'fail' || sdk.status === 'error'}>
          <fieldset className="pd-methods" hidden={sdk.status !== 'ready'}>
            <legend className="pd-methods__legend">{t('methodLegend')}</legend>
            <div className="pd-methods__options">
              <PaymentMethodOption method="card" chosen={method} onChoose={chooseMethod} disabled={busy}>
                <Icon name="card" size={20} className="pd-method__icon" /> {t('creditCard')}
              </PaymentMethodOption>
              <PaymentMethodOption
                method="googlePay"
                chosen={method}
                onChoose={chooseMethod}
                disabled={busy || wallets.googlePay === false}
                describedBy={wallets.googlePay === false ? 'pd-google-pay-unavailable' : undefined}
              >
                <span className="pd-method__gpay" aria-hidden="true">
                  {GOOGLE_G}
                </span>
                {SPACE}
                {GOOGLE_PAY}
              </PaymentMethodOption>
            </div>
            {wallets.googlePay === false && (
              <p id="pd-google-pay-unavailable" className="field__hint">
                {t('googlePayUnavailable')}
              </p>
            )}
          </fieldset>

          <div ref={cardRef} className="pd-card-form" hidden={method !== 'card'} />
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Square draws its own focusable Google Pay button inside; the click bubbles from it. */}
          <div ref={googlePayRef} className="pd-wallet-button" hidden={method !== 'googlePay'} onClick={() => void tokenizeWith('googlePay')} />

          <div className="pd-cash-app" hidden={wallets.cashAppPay === false}>
            {wallets.cashAppPay && (
              <p className="pd-divider">
                <span>{t('orCashApp')}</span>
              </p>
            )}
            <div ref={cashAppRef} className="pd-wallet-button" />
          </div>
        </div>

        {(tokenizing || payment.status === 'pending') && (
          <p className="pd-loading" role="status">
            <Spinner /> {t('processing')}
          </p>
        )}
        {error && (
          <div className="pd-alert" key={errorKey} ref={alertRef}>
            <AlertBanner tone="error">{error}</AlertBanner>
          </div>
        )}
      </div>
    </div>
  );
}
