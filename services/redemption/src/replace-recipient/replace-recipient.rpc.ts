import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type ReplaceRecipientRequest } from '@gv/proto';
import { ReplaceRecipientHandler } from './replace-recipient.handler.js';

@Controller()
export class ReplaceRecipientRpc {
  constructor(private readonly handler: ReplaceRecipientHandler) {}

  @RpcHandler(RedemptionRpc.replaceRecipient)
  replace(body: ReplaceRecipientRequest) {
    return this.handler.execute(body);
  }
}
