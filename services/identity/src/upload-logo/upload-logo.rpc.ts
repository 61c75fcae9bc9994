import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type LogoUploaded, type UploadLogoRequest } from '@gv/proto';
import { UploadLogoHandler } from './upload-logo.handler.js';

@Controller()
export class UploadLogoRpc {
  constructor(private readonly handler: UploadLogoHandler) {}

  @RpcHandler(IdentityRpc.uploadLogo)
  uploadLogo(body: UploadLogoRequest): Promise<LogoUploaded> {
    return this.handler.execute(body);
  }
}
