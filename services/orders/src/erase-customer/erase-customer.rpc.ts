import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { CustomerPrivacyRpc, type EraseCustomerRequest } from '@gv/proto';
import { EraseCustomerHandler } from './erase-customer.handler.js';

@Controller()
export class EraseCustomerRpc {
  constructor(private readonly handler: EraseCustomerHandler) {}

  @RpcHandler(CustomerPrivacyRpc.erase)
  erase(request: EraseCustomerRequest) {
    return this.handler.execute(request);
  }
}
