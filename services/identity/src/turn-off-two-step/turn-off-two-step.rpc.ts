import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type TurnOffTwoStepRequest } from '@gv/proto';
import { TurnOffTwoStepHandler } from './turn-off-two-step.handler.js';

@Controller()
export class TurnOffTwoStepRpc {
  constructor(private readonly handler: TurnOffTwoStepHandler) {}

  @RpcHandler(IdentityRpc.turnOffTwoStep)
  turnOff(body: TurnOffTwoStepRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
