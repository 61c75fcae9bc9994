import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { IdentityRpc, type AdminSessionOpened, type RegisterRequest } from '@gv/proto';
import { RegisterBusinessHandler } from './register-business.handler.js';

@Controller()
export class RegisterBusinessRpc {
  constructor(private readonly handler: RegisterBusinessHandler) {}

  @RpcHandler(IdentityRpc.register)
  register(body: RegisterRequest): Promise<AdminSessionOpened> {
    return this.handler.execute(body);
  }
}
