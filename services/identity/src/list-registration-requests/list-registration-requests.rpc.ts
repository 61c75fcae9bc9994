import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { Rpc, type RegistrationRequestList } from '@gv/proto';
import { ListRegistrationRequestsHandler } from './list-registration-requests.handler.js';

@Controller()
export class ListRegistrationRequestsRpc {
  constructor(private readonly handler: ListRegistrationRequestsHandler) {}

  @RpcHandler(Rpc.identity.listRegistrationRequests)
  list(): Promise<RegistrationRequestList> {
    return this.handler.execute();
  }
}
