import { type ChangeEvent, type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { giftCardCodeFromScan, redeemMessages } from '@gv/proto';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { selectAccess } from '../../../lib/session';
import { mayDo } from '../../../lib/staff-access';
import { loadQrDecoder, readQrFromPhoto } from '../qr-decoder';
import { redeemActions, selectRedeem } from '../redeem-slice';
import { CardActionsModal } from '../../../components/card-actions/card-actions-modal';
import { CameraScanner } from './camera-scanner';
import { LocationPicker } from './location-picker';
import { RedeemDetailsModal } from './redeem-details-modal';
import { RedeemPopup } from './redeem-popup';
import './redeem-page.css';
import { CurrencyProvider } from '../../../lib/currency';
import { message, useMessages } from '../../../lib/i18n';
import { counterMessages } from './redeem-page.messages';
import { PageHeader } from '../../../components/ui/page-header';

/** Counter redemption (spec §2 Redeem, §4 Redeem flow): scan or type the code, then amount, the holder's OTP, Redeem. */
export function RedeemPage() {
  const t = useMessages(counterMessages);
  const dispatch = useDispatch();
  const state = useSelector(selectRedeem);
  const access = useSelector(selectAccess);
  const [typed, setTyped] = useState('');
  const [readingPhoto, setReadingPhoto] = useState(false);
  /** The card whose after-sale actions are open (from its details); scanned again when they close. */
  const [managing, setManaging] = useState<{ code: string; buyerName: string } | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  /** Bumped by "Scan next card": the code field, emptied, takes the focus once the details have closed. */
  const [nextCard, setNextCard] = useState(0);
  useLayoutEffect(() => {
    if (nextCard > 0) codeInput.current?.focus();
  }, [nextCard]);

  // The QR decoder is only needed here: start fetching it while the page is read.
  useEffect(() => {
    void loadQrDecoder().catch(() => undefined);
    dispatch(redeemActions.locationsRequest());
    return () => void dispatch(redeemActions.closeDetails());
  }, [dispatch]);

  /** A QR's text (the holder page link from the emails) or a typed code; `invalid` is the popup when it holds no code. */
  const lookUp = (text: string, invalid: string) => {
    const code = giftCardCodeFromScan(text);
    if (code) dispatch(redeemActions.scanRequest(code));
    else dispatch(redeemActions.warn(invalid));
  };

  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    lookUp(typed, message(redeemMessages, 'invalidQr'));
  };

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    event.target.value = '';
    if (!photo) return;
    setReadingPhoto(true);
    const text = await readQrFromPhoto(photo);
    setReadingPhoto(false);
    if (text === null) dispatch(redeemActions.warn(message(redeemMessages, 'invalidQr')));
    else lookUp(text, message(redeemMessages, 'invalidQrData'));
  };

  const detailsOpen = state.lookup === 'ready' && state.scanned !== null;

  const scanNext = () => {
    setTyped('');
    dispatch(redeemActions.closeDetails());
    setNextCard((count) => count + 1);
  };

  // A card's after-sale actions are a manager's (decision 0077): a clerk's details offer none.
  const mayManage = access !== null && mayDo(access.role, 'cardActions');
  const manage = () => {
    const [buyer] = state.scanned!.buyers;
    setManaging({ code: buyer.qrCode.uniqueCode, buyerName: buyer.name });
    dispatch(redeemActions.closeDetails());
    // The card's own dialog takes over: a message about these details would only cover it.
    if (state.popup) dispatch(redeemActions.dismissPopup(state.popup.id));
  };

  return (
    <section className="redeem" aria-labelledby="redeem-title">
      <PageHeader titleId="redeem-title" title={t('title')} lead={t('intro')}>
        {state.locations && state.locations.length > 1 && (
          <LocationPicker locations={state.locations} value={state.locationId} onChange={(id) => dispatch(redeemActions.locationChosen(id))} />
        )}
      </PageHeader>

      <div className="redeem__grid">
        <div className="card redeem__scan">
          <h2 className="card__title">{t('scanTitle')}</h2>
          <CameraScanner
            onRead={(text) => lookUp(text, message(redeemMessages, 'invalidQrData'))}
            paused={detailsOpen || state.lookup === 'loading'}
          />
        </div>

        <div className="card redeem__manual">
          <h2 className="card__title">{t('noCamera')}</h2>
          <form className="redeem__code-form" onSubmit={onTyped}>
            <FormField id="redeem-code" label={t('codeLabel')} hint={t('codeHint')}>
              {(control) => (
                <div className="redeem__code-row">
                  <input
                    {...control}
                    ref={codeInput}
                    className="input redeem__code-input"
                    placeholder={t('codePlaceholder')}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                  />
                  <button type="submit" className="btn btn--primary" disabled={state.lookup === 'loading'}>
                    {state.lookup === 'loading' && <Spinner />} {t('lookUp')}
                  </button>
                </div>
              )}
            </FormField>
          </form>
          <div className="redeem__photo">
            <p className="muted small">{t('photoIntro')}</p>
            <input ref={photoInput} type="file" accept="image/*" hidden onChange={(event) => void onPhoto(event)} data-testid="redeem-photo" />
            <button type="button" className="btn btn--secondary" onClick={() => photoInput.current?.click()} disabled={readingPhoto}>
              {readingPhoto && <Spinner />} {t('choosePhoto')}
            </button>
          </div>
        </div>
      </div>

      {detailsOpen && (
        // The card's currency: the one it was sold in.
        <CurrencyProvider currency={state.scanned!.giftCard.currency}>
          <RedeemDetailsModal
            key={state.code}
            scanned={state.scanned!}
            otpSentFor={state.otpSentFor}
            otpPurpose={state.otpPurpose}
            sending={state.sending}
            redeeming={state.redeeming}
            redeemed={state.redeemed}
            onSendOtp={(amount, channel) => dispatch(redeemActions.sendOtpRequest({ amount, channel }))}
            onRedeem={(amount, otp) => dispatch(redeemActions.redeemRequest({ amount, otp }))}
            onRedeemWithPin={(amount, pin) => dispatch(redeemActions.pinRedeemRequest({ amount, pin }))}
            cashOut={state.cashOut}
            cashingOut={state.cashingOut}
            onSendCashOutOtp={(amount) => dispatch(redeemActions.sendOtpRequest({ amount, purpose: 'cash-out' }))}
            onCashOut={(otp) => dispatch(redeemActions.cashOutRequest({ otp }))}
            cashedOut={state.cashedOut}
            onScanNext={scanNext}
            onClose={() => dispatch(redeemActions.closeDetails())}
            onManage={mayManage ? manage : undefined}
          />
        </CurrencyProvider>
      )}
      {managing && (
        <CardActionsModal
          code={managing.code}
          buyerName={managing.buyerName}
          onChanged={(code) => setManaging({ ...managing, code })}
          onClose={() => {
            setManaging(null);
            dispatch(redeemActions.scanRequest(managing.code));
          }}
        />
      )}
      {state.popup && <RedeemPopup key={state.popup.id} popup={state.popup} onDone={(id) => dispatch(redeemActions.dismissPopup(id))} />}
    </section>
  );
}
