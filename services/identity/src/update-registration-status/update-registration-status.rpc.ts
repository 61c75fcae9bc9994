import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type RegistrationStatusUpdated, type UpdateRegistrationStatusRequest } from '@gv/proto';
import { UpdateRegistrationStatusHandler } from './update-registration-status.handler.js';

@Controller()
export class UpdateRegistrationStatusRpc {
  constructor(private readonly handler: UpdateRegistrationStatusHandler) {}

  @RpcHandler(IdentityRpc.updateRegistrationStatus)
  updateStatus(body: UpdateRegistrationStatusRequest): Promise<RegistrationStatusUpdated> {
    return this.handler.execute(body);
  }
}
