import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type Acknowledged, type AdminRequest } from '@gv/proto';
import { DeleteTestDataHandler } from './delete-test-data.handler.js';

@Controller()
export class DeleteTestDataRpc {
  constructor(private readonly handler: DeleteTestDataHandler) {}

  @RpcHandler(IdentityRpc.deleteTestData)
  delete(body: AdminRequest): Promise<Acknowledged> {
    return this.handler.execute(body);
  }
}
