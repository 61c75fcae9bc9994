import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RegistrationInterestInput } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { registrationInterestApi } from './api/registration-interest-api';
import { landingActions } from './landing-slice';

function* submitInterest(action: PayloadAction<RegistrationInterestInput>) {
  try {
    yield call(registrationInterestApi.submit, action.payload);
    yield put(landingActions.interestSubmitSuccess());
  } catch (error) {
    yield put(landingActions.interestSubmitFailure(error instanceof ApiError ? error.fields : undefined));
  }
}

export function* landingSaga() {
  yield takeLatest(landingActions.interestSubmitRequest.type, submitInterest);
}
