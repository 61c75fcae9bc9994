import { Inject, Injectable } from '@nestjs/common';
import { DB, ValidationError, type Db } from '@gv/platform';
import type { SetSignInPolicyRequest, SignInPolicyAnswer } from '@gv/proto';
import { ownersNeedTwoStep, setOwnersNeedTwoStep } from '../db/sign-in-policy-repository.js';

/**
 * The super admin's sign-in policy: whether every business owner must use two-step sign-in (off by default). While on,
 * an owner without it is sent to set it up before anything else works (the gateway's AdminGuard).
 */
@Injectable()
export class SignInPolicyHandler {
  constructor(@Inject(DB) private readonly db: Db) {}

  async get(): Promise<SignInPolicyAnswer> {
    return { success: true, ownersNeedTwoStep: await ownersNeedTwoStep(this.db) };
  }

  async set(request: SetSignInPolicyRequest): Promise<SignInPolicyAnswer> {
    if (typeof request.ownersNeedTwoStep !== 'boolean') throw new ValidationError({ ownersNeedTwoStep: 'Choose on or off' });
    const ownersNeedTwoStep = request.ownersNeedTwoStep;
    await setOwnersNeedTwoStep(this.db, ownersNeedTwoStep);
    return { success: true, ownersNeedTwoStep };
  }
}
