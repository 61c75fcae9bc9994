import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type SettingsSaved, type SwitchModeRequest } from '@gv/proto';
import { SwitchModeHandler } from './switch-mode.handler.js';

@Controller()
export class SwitchModeRpc {
  constructor(private readonly handler: SwitchModeHandler) {}

  @RpcHandler(IdentityRpc.switchMode)
  switch(body: SwitchModeRequest): Promise<SettingsSaved> {
    return this.handler.execute(body);
  }
}
