import { onLatest, watchAll } from '../../lib/saga-watch';
import { call, delay, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  toMajorUnits,
  toMinorUnits,
  holderVerificationMessages,
  LOCATION_MESSAGES,
  isHolderPin,
  redeemMessages,
  type CatalogKey,
  type CardCashedOut,
  type CodeChannel,
  type CounterPurpose,
  type GiftCardRedeemed,
  type LocationList,
  type ScannedGiftCard,
} from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { request, type RequestOutcome, onLatestSend } from '../../lib/saga-request';
import { selectAccess, type StaffAccess } from '../../lib/session';
import { redeemApi } from './api/redeem-api';
import { message } from '../../lib/i18n';
import { counterMessages } from './components/redeem-page.messages';
import { counterLocations, locationToSend, readRememberedLocation, rememberLocation, startingLocation } from './counter-location';
import { holderEmailOf } from './holder';
import { POPUP_MS, redeemActions, selectRedeem, type RedeemState } from './redeem-slice';

/** A counter message in the language now. */
const say = (key: CatalogKey<typeof redeemMessages>) => message(redeemMessages, key);

const scan = onLatestSend(redeemActions.scanRequest, redeemApi.scan, {
  success: (scanned: ScannedGiftCard) => (scanned.buyers?.length ? redeemActions.scanSuccess(scanned) : redeemActions.scanFailure(say('noBuyer'))),
  failure: (_message, error) =>
    redeemActions.scanFailure(
      error instanceof ApiError && error.message ? message(counterMessages, 'errorPrefix', { message: error.message }) : say('cardNotFound'),
    ),
});

/** A positive amount with no more decimals than the card's currency has (none for yen). */
const validAmount = (amount: number, currency: string | undefined) =>
  Number.isFinite(amount) && amount > 0 && toMajorUnits(toMinorUnits(amount, currency), currency) === amount;

/** A code to the holder (by email, or by text with channel 'sms') for an amount to redeem, or for the cash-out on offer (purpose 'cash-out'). */
const sendOtp = onLatest(
  redeemActions.sendOtpRequest,
  function* sendOtp(action: PayloadAction<{ amount: number; purpose?: CounterPurpose; channel?: CodeChannel }>) {
    const { code, scanned, locations, locationId }: RedeemState = yield select(selectRedeem);
    const buyer = scanned?.buyers[0];
    const email = buyer && holderEmailOf(buyer);
    const place = locationToSend(locations, locationId);
    const { amount, purpose = 'redeem', channel = 'email' } = action.payload;
    let refusal: string | undefined;
    if (!place) refusal = LOCATION_MESSAGES.choose;
    else if (!email) refusal = say('emailMissing');
    else if (!validAmount(amount, scanned?.giftCard.currency)) refusal = say('amountBeforeOtp');
    else if (amount > buyer.remainingBalance) refusal = say('amountExceedsBalance');
    if (refusal || !email || !code) {
      yield put(redeemActions.sendOtpFailure(refusal ?? say('invalidCodeOrAmount')));
      return;
    }
    yield* request(() => redeemApi.sendOtp({ email, redeemAmount: amount, qrUniqueCode: code, purpose, channel, ...place }), {
      success: () => redeemActions.sendOtpSuccess({ amount, purpose }),
      failure: (message) => redeemActions.sendOtpFailure(message),
      fallback: say('sendOtpFailed'),
    });
  },
);

/** Spec §4: Redeem verifies the OTP, then redeems; on success the details close after 3 s. */
const redeem = onLatest(redeemActions.redeemRequest, function* redeem(action: PayloadAction<{ amount: number; otp: string }>) {
  const { code, scanned, locations, locationId }: RedeemState = yield select(selectRedeem);
  const email = scanned && holderEmailOf(scanned.buyers[0]);
  const place = locationToSend(locations, locationId);
  const { amount, otp } = action.payload;
  let refusal: string | undefined;
  if (!place) refusal = LOCATION_MESSAGES.choose;
  else if (!otp) refusal = say('otpMissing');
  else if (!/^\d{6}$/.test(otp)) refusal = say('otpInvalid');
  else if (!email) refusal = say('verifyEmailMissing');
  else if (!code || !validAmount(amount, scanned?.giftCard.currency)) refusal = say('invalidCodeOrAmount');
  if (refusal || !email || !code) {
    yield put(redeemActions.redeemFailure(refusal ?? say('invalidCodeOrAmount')));
    return;
  }
  const outcome: RequestOutcome<GiftCardRedeemed> = yield* request(
    async () => {
      await redeemApi.verifyOtp({ email, qrUniqueCode: code, otp, ...place });
      return redeemApi.redeem({ qrCode: code, amount, ...place });
    },
    {
      success: (redeemed) => redeemActions.redeemSuccess(redeemed),
      failure: (message) => redeemActions.redeemFailure(message),
      fallback: say('redeemFailed'),
    },
  );
  yield* closeWhenRedeemed(code, outcome);
});

/** The holder's PIN, typed on the keypad, confirms the amount (decision 0073); then it is redeemed as with a code. */
const redeemWithPin = onLatest(redeemActions.pinRedeemRequest, function* redeemWithPin(action: PayloadAction<{ amount: number; pin: string }>) {
  const { code, scanned, locations, locationId }: RedeemState = yield select(selectRedeem);
  const place = locationToSend(locations, locationId);
  const { amount, pin } = action.payload;
  let refusal: string | undefined;
  if (!place) refusal = LOCATION_MESSAGES.choose;
  else if (!validAmount(amount, scanned?.giftCard.currency)) refusal = say('invalidCodeOrAmount');
  else if (scanned && amount > scanned.buyers[0].remainingBalance) refusal = say('amountExceedsBalance');
  else if (!isHolderPin(pin)) refusal = message(holderVerificationMessages, 'pinFormat');
  if (refusal || !code) {
    yield put(redeemActions.redeemFailure(refusal ?? say('invalidCodeOrAmount')));
    return;
  }
  const outcome: RequestOutcome<GiftCardRedeemed> = yield* request(
    async () => {
      await redeemApi.verifyPin({ qrUniqueCode: code, pin, redeemAmount: amount, purpose: 'redeem', ...place });
      return redeemApi.redeem({ qrCode: code, amount, ...place });
    },
    {
      success: (redeemed) => redeemActions.redeemSuccess(redeemed),
      failure: (message) => redeemActions.redeemFailure(message),
      fallback: say('redeemFailed'),
    },
  );
  yield* closeWhenRedeemed(code, outcome);
});

/** Spec §4: the details close 3 s after a redemption, unless a cash-out is on offer (the counter pays it or closes them). */
function* closeWhenRedeemed(code: string, outcome: RequestOutcome<GiftCardRedeemed>) {
  if (!outcome.ok || outcome.answer.cashOut !== null) return;
  yield delay(POPUP_MS);
  const now: RedeemState = yield select(selectRedeem);
  // Unless the counter moved on to another card meanwhile.
  if (now.redeemed && now.code === code) yield put(redeemActions.closeDetails());
}

/**
 * The holder takes the balance in cash, as offered, once they gave the code sent for that cash-out and the clerk
 * confirmed; the details then show the card settled until the counter moves on.
 */
const cashOut = onLatest(redeemActions.cashOutRequest, function* cashOut(action: PayloadAction<{ otp: string }>) {
  const { code, scanned, cashOut: offered, locations, locationId }: RedeemState = yield select(selectRedeem);
  const email = scanned && holderEmailOf(scanned.buyers[0]);
  const place = locationToSend(locations, locationId);
  const { otp } = action.payload;
  if (!code || !email || offered === null) return;
  let refusal: string | undefined;
  if (!place) refusal = LOCATION_MESSAGES.choose;
  else if (!/^\d{6}$/.test(otp)) refusal = otp ? say('otpInvalid') : say('otpMissing');
  if (refusal || !place) {
    yield put(redeemActions.cashOutFailure(refusal ?? LOCATION_MESSAGES.choose));
    return;
  }
  const pay = async () => {
    await redeemApi.verifyOtp({ email, qrUniqueCode: code, otp, ...place });
    return redeemApi.cashOut(code, { amount: offered, ...place });
  };
  yield* request(pay, {
    success: (cashedOut: CardCashedOut) => redeemActions.cashOutSuccess(cashedOut),
    failure: (message) => redeemActions.cashOutFailure(message),
  });
});

/** The locations the person at the counter may redeem at, starting where this device's counter last was. */
const loadLocations = onLatest(redeemActions.locationsRequest, function* loadLocations() {
  const access: StaffAccess | null = yield select(selectAccess);
  const remembered: string | null = yield call(readRememberedLocation);
  // Without its list the counter redeems as before, without saying where.
  yield* request(redeemApi.locations, {
    success: ({ locations }: LocationList) => {
      const offered = counterLocations(locations, access?.locationIds ?? []);
      return redeemActions.locationsLoaded({ locations: offered, locationId: startingLocation(offered, remembered) });
    },
    failure: () => redeemActions.locationsLoaded({ locations: [], locationId: null }),
  });
});

const remember = onLatest(redeemActions.locationChosen, function* remember(action: PayloadAction<string>) {
  yield call(rememberLocation, action.payload);
});

export const redeemSaga = watchAll(scan, sendOtp, redeem, redeemWithPin, cashOut, loadLocations, remember);
