import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type RegistrationInterestRequest, type RegistrationInterestSubmitted } from '@gv/proto';
import { SubmitRegistrationInterestHandler } from './submit-registration-interest.handler.js';

@Controller()
export class SubmitRegistrationInterestRpc {
  constructor(private readonly handler: SubmitRegistrationInterestHandler) {}

  @RpcHandler(IdentityRpc.submitRegistrationInterest)
  submit(body: RegistrationInterestRequest): Promise<RegistrationInterestSubmitted> {
    return this.handler.execute(body, body.ip);
  }
}
