import { applyDecorators, Controller, Injectable } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { Services } from './rpc.js';

const SIGN_IN = { cookie: ApiCookieAuth, bearer: ApiBearerAuth, apiKey: () => ApiBearerAuth('apiKey') };

/** A controller of the gateway's API: its OpenAPI tag, and how its routes are signed in when they are (the guards check it; this documents it). */
export const ApiController = (tag: string, signIn?: keyof typeof SIGN_IN) =>
  applyDecorators(ApiTags(tag), ...(signIn ? [SIGN_IN[signIn]()] : []), Controller());

/** A controller whose routes only answer through the services' request-reply patterns. */
@Injectable()
export abstract class ServicesHttp {
  constructor(protected readonly services: Services) {}
}
