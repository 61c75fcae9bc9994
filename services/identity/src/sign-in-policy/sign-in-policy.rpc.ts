import { ValidationError, type Db } from '@gv/platform';
import type { SetSignInPolicyRequest, SignInPolicyAnswer } from '@gv/proto';
import { ownersNeedTwoStep, setOwnersNeedTwoStep } from '../db/sign-in-policy-repository.js';
import { ACCOUNT_MESSAGES } from '@gv/proto';

/** The super admin's sign-in policy: whether every business owner must use two-step sign-in (off by default). */
export async function signInPolicy(db: Db, _request: void): Promise<SignInPolicyAnswer> {
  return { success: true, ownersNeedTwoStep: await ownersNeedTwoStep(db) };
}

/** While the policy is on, an owner without two-step sign-in is sent to set it up before anything else works (the gateway's AdminGuard). */
export async function setSignInPolicy(db: Db, request: SetSignInPolicyRequest): Promise<SignInPolicyAnswer> {
  if (typeof request.ownersNeedTwoStep !== 'boolean') throw new ValidationError({ ownersNeedTwoStep: ACCOUNT_MESSAGES.onOrOff });
  await setOwnersNeedTwoStep(db, request.ownersNeedTwoStep);
  return { success: true, ownersNeedTwoStep: request.ownersNeedTwoStep };
}
