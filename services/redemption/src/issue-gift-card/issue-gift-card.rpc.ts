import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type IssueForOrderRequest } from '@gv/proto';
import { IssueGiftCardHandler } from './issue-gift-card.handler.js';

@Controller()
export class IssueGiftCardRpc {
  constructor(private readonly handler: IssueGiftCardHandler) {}

  @RpcHandler(RedemptionRpc.issueForOrder)
  issueForOrder(body: IssueForOrderRequest) {
    return this.handler.execute(body);
  }
}
