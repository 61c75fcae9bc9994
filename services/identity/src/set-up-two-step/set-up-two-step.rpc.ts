import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type ConfirmTwoStepRequest, type TwoStepAccountRequest, type TwoStepSetup, type TwoStepStatus, type TwoStepTurnedOn } from '@gv/proto';
import { SetUpTwoStepHandler } from './set-up-two-step.handler.js';

@Controller()
export class SetUpTwoStepRpc {
  constructor(private readonly handler: SetUpTwoStepHandler) {}

  @RpcHandler(IdentityRpc.startTwoStep)
  start(body: TwoStepAccountRequest): Promise<TwoStepSetup> {
    return this.handler.start(body);
  }

  @RpcHandler(IdentityRpc.confirmTwoStep)
  confirm(body: ConfirmTwoStepRequest): Promise<TwoStepTurnedOn> {
    return this.handler.confirm(body);
  }

  @RpcHandler(IdentityRpc.twoStepStatus)
  status(body: TwoStepAccountRequest): Promise<TwoStepStatus> {
    return this.handler.status(body);
  }
}
