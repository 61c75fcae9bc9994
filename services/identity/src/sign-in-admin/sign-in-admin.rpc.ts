import { Controller } from '@nestjs/common';
import { RpcHandler } from '@gv/platform';
import { Rpc, type AdminSessionOpened, type SignInRequest } from '@gv/proto';
import { SignInAdminHandler } from './sign-in-admin.handler.js';

@Controller()
export class SignInAdminRpc {
  constructor(private readonly handler: SignInAdminHandler) {}

  @RpcHandler(Rpc.identity.signIn)
  signIn(body: SignInRequest): Promise<AdminSessionOpened> {
    return this.handler.execute(body);
  }
}
