import { Injectable } from '@nestjs/common';
import { TWO_STEP_MESSAGES as messages, type ConfirmTwoStepRequest, type TwoStepAccountRequest, type TwoStepSetup, type TwoStepStatus, type TwoStepTurnedOn } from '@gv/proto';
import { TwoStepSignIn } from '../sessions/two-step-sign-in.js';

/** Settings → "Two-step sign-in" of an admin or the super admin: a secret for the app, turned on by its first code. */
@Injectable()
export class SetUpTwoStepHandler {
  constructor(private readonly twoStep: TwoStepSignIn) {}

  start(request: TwoStepAccountRequest): Promise<TwoStepSetup> {
    return this.twoStep.start(request.account);
  }

  async confirm(request: ConfirmTwoStepRequest): Promise<TwoStepTurnedOn> {
    const recoveryCodes = await this.twoStep.confirm(request.account, request.code);
    return { success: true, message: messages.turnedOn, recoveryCodes };
  }

  async status(request: TwoStepAccountRequest): Promise<TwoStepStatus> {
    return { success: true, enabled: await this.twoStep.isEnabled(request.account.realm, request.account.accountId) };
  }
}
