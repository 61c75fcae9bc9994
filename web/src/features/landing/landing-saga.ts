import { takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RegistrationInterestInput } from '@gv/proto';
import { ApiError } from '../../lib/api-client';
import { request } from '../../lib/saga-request';
import { registrationInterestApi } from './api/registration-interest-api';
import { landingActions } from './landing-slice';

function* submitInterest(action: PayloadAction<RegistrationInterestInput>) {
  yield* request(() => registrationInterestApi.submit(action.payload), {
    success: () => landingActions.interestSubmitSuccess(),
    failure: (_message, error) => landingActions.interestSubmitFailure(error instanceof ApiError ? error.fields : undefined),
  });
}

export function* landingSaga() {
  yield takeLatest(landingActions.interestSubmitRequest.type, submitInterest);
}
