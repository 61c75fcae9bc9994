import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { Rpc, type QrPoster, type QrPosterRequest } from '@gv/proto';
import { GetQrPosterHandler } from './get-qr-poster.handler.js';

@Controller()
export class GetQrPosterRpc {
  constructor(private readonly handler: GetQrPosterHandler) {}

  @RpcHandler(Rpc.identity.qrPoster)
  qrPoster(body: QrPosterRequest): Promise<QrPoster> {
    return this.handler.execute(body);
  }
}
