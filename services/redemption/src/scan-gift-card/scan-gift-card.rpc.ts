import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { RedemptionRpc, type ScanGiftCardRequest } from '@gv/proto';
import { ScanGiftCardHandler } from './scan-gift-card.handler.js';

@Controller()
export class ScanGiftCardRpc {
  constructor(private readonly handler: ScanGiftCardHandler) {}

  @RpcHandler(RedemptionRpc.scan)
  scan(body: ScanGiftCardRequest) {
    return this.handler.execute(body);
  }
}
