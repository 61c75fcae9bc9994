import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type SettingsSaved, type UpdateSettingsRequest } from '@gv/proto';
import { UpdateBusinessSettingsHandler } from './update-business-settings.handler.js';

@Controller()
export class UpdateBusinessSettingsRpc {
  constructor(private readonly handler: UpdateBusinessSettingsHandler) {}

  @RpcHandler(IdentityRpc.updateSettings)
  update(body: UpdateSettingsRequest): Promise<SettingsSaved> {
    return this.handler.execute(body);
  }
}
