import { all, call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { REDEEM_MESSAGES as messages, type GiftCardRedeemed, type ScannedGiftCard } from '@gv/proto';
import { ApiError, errorMessage } from '../../lib/api-client';
import { redeemApi } from './api/redeem-api';
import { holderEmailOf } from './holder';
import { POPUP_MS, redeemActions, selectRedeem, type RedeemState } from './redeem-slice';

function* scan(action: PayloadAction<string>) {
  try {
    const scanned: ScannedGiftCard = yield call(redeemApi.scan, action.payload);
    if (!scanned.buyers?.length) {
      yield put(redeemActions.scanFailure(messages.noBuyer));
      return;
    }
    yield put(redeemActions.scanSuccess(scanned));
  } catch (error) {
    yield put(redeemActions.scanFailure(error instanceof ApiError && error.message ? `Error: ${error.message}` : messages.cardNotFound));
  }
}

const validAmount = (amount: number) => Number.isFinite(amount) && amount > 0 && Math.round(amount * 100) === amount * 100;

function* sendOtp(action: PayloadAction<{ amount: number }>) {
  const { code, scanned }: RedeemState = yield select(selectRedeem);
  const buyer = scanned?.buyers[0];
  const email = buyer && holderEmailOf(buyer);
  const { amount } = action.payload;
  let refusal: string | undefined;
  if (!email) refusal = messages.emailMissing;
  else if (!validAmount(amount)) refusal = messages.amountBeforeOtp;
  else if (amount > buyer.remainingBalance) refusal = messages.amountExceedsBalance;
  if (refusal || !email || !code) {
    yield put(redeemActions.sendOtpFailure(refusal ?? messages.invalidCodeOrAmount));
    return;
  }
  try {
    yield call(redeemApi.sendOtp, { email, redeemAmount: amount, qrUniqueCode: code });
    yield put(redeemActions.sendOtpSuccess(amount));
  } catch (error) {
    yield put(redeemActions.sendOtpFailure(errorMessage(error, messages.sendOtpFailed)));
  }
}

/** Spec §4: Redeem verifies the OTP, then redeems; on success the details close after 3 s. */
function* redeem(action: PayloadAction<{ amount: number; otp: string }>) {
  const { code, scanned }: RedeemState = yield select(selectRedeem);
  const email = scanned && holderEmailOf(scanned.buyers[0]);
  const { amount, otp } = action.payload;
  let refusal: string | undefined;
  if (!otp) refusal = messages.otpMissing;
  else if (!/^\d{6}$/.test(otp)) refusal = messages.otpInvalid;
  else if (!email) refusal = messages.verifyEmailMissing;
  else if (!code || !validAmount(amount)) refusal = messages.invalidCodeOrAmount;
  if (refusal || !email || !code) {
    yield put(redeemActions.redeemFailure(refusal ?? messages.invalidCodeOrAmount));
    return;
  }
  try {
    yield call(redeemApi.verifyOtp, { email, qrUniqueCode: code, otp });
    const redeemed: GiftCardRedeemed = yield call(redeemApi.redeem, { qrCode: code, amount });
    yield put(redeemActions.redeemSuccess(redeemed.buyer));
  } catch (error) {
    yield put(redeemActions.redeemFailure(errorMessage(error, messages.redeemFailed)));
    return;
  }
  yield delay(POPUP_MS);
  const now: RedeemState = yield select(selectRedeem);
  // Unless the counter moved on to another card meanwhile.
  if (now.redeemed && now.code === code) yield put(redeemActions.closeDetails());
}

export function* redeemSaga() {
  yield all([
    takeLatest(redeemActions.scanRequest.type, scan),
    takeLatest(redeemActions.sendOtpRequest.type, sendOtp),
    takeLatest(redeemActions.redeemRequest.type, redeem),
  ]);
}
