import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type QrPoster, type QrPosterRequest } from '@gv/proto';
import { GetQrPosterHandler } from './get-qr-poster.handler.js';

@Controller()
export class GetQrPosterRpc {
  constructor(private readonly handler: GetQrPosterHandler) {}

  @RpcHandler(IdentityRpc.qrPoster)
  qrPoster(body: QrPosterRequest): Promise<QrPoster> {
    return this.handler.execute(body);
  }
}
