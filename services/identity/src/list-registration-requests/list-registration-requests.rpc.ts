import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type RegistrationRequestList } from '@gv/proto';
import { ListRegistrationRequestsHandler } from './list-registration-requests.handler.js';

@Controller()
export class ListRegistrationRequestsRpc {
  constructor(private readonly handler: ListRegistrationRequestsHandler) {}

  @RpcHandler(IdentityRpc.listRegistrationRequests)
  list(): Promise<RegistrationRequestList> {
    return this.handler.execute();
  }
}
