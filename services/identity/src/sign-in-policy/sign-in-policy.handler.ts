import { Inject, Injectable } from '@nestjs/common';
import { DB, ValidationError, type Db } from '@gv/platform';
import type { SetSignInPolicyRequest, SignInPolicyAnswer } from '@gv/proto';
import { signInPolicy } from '../db/schema.js';
import { TwoStepSignIn } from '../sessions/two-step-sign-in.js';

/**
 * The super admin's sign-in policy: whether every business owner must use two-step sign-in (off by default). While on,
 * an owner without it is sent to set it up before anything else works (the gateway's AdminGuard).
 */
@Injectable()
export class SignInPolicyHandler {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly twoStep: TwoStepSignIn,
  ) {}

  async get(): Promise<SignInPolicyAnswer> {
    return { success: true, ownersNeedTwoStep: await this.twoStep.ownersNeedTwoStep() };
  }

  async set(request: SetSignInPolicyRequest): Promise<SignInPolicyAnswer> {
    if (typeof request.ownersNeedTwoStep !== 'boolean') throw new ValidationError({ ownersNeedTwoStep: 'Choose on or off' });
    const ownersNeedTwoStep = request.ownersNeedTwoStep;
    await this.db.insert(signInPolicy).values({ id: true, ownersNeedTwoStep }).onConflictDoUpdate({ target: signInPolicy.id, set: { ownersNeedTwoStep } });
    return { success: true, ownersNeedTwoStep };
  }
}
