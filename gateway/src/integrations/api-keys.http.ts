import { Body, Param } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam } from '@nestjs/swagger';
import { API_SCOPES, ApiKeyRpc, type Acknowledged, type AdminPrincipal, type ApiKeyCreated, type ApiKeyList, type CreateApiKeyRequest } from '@gv/proto';
import { ApiKeyCache } from '../auth/api-key-cache.js';
import { CurrentAdmin } from '../auth/current-admin.decorator.js';
import { ApiController } from '../http/api-controller.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

/** The owner's API keys for the integrator API (decision 0091), at /developers. */
@ApiController('api keys (admin)', 'cookie')
export class ApiKeysHttp {
  constructor(private readonly services: Services, private readonly keys: ApiKeyCache) {}

  @Route('GET /api/v1/admin/api-keys', 'owner')
  @ApiOperation({ summary: "The business's API keys not revoked, oldest first: name, prefix, mode, scopes, daily limit and last use (never the key)" })
  list(@CurrentAdmin() admin: AdminPrincipal): Promise<ApiKeyList> {
    return this.services.call(ApiKeyRpc.list, { admin });
  }

  @Route('POST /api/v1/admin/api-keys', 'owner')
  @ApiOperation({
    summary:
      "A new API key, answered this once (only its hash is kept): gv_live_… while the business is live, gv_test_… in test mode (a test key sees only test cards). At most 20 keys (409)",
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['name', 'scopes'],
      properties: {
        name: { type: 'string', maxLength: 100 },
        scopes: { type: 'array', items: { type: 'string', enum: [...API_SCOPES] }, minItems: 1 },
        dailyLimit: { oneOf: [{ type: 'number' }, { type: 'string' }], description: 'Dollars the key may redeem a UTC day; left out: 500' },
        requestsPerSecond: { type: 'integer', minimum: 1, maximum: 100, description: 'Calls the key may make a second; left out: 10' },
      },
    },
  })
  create(@CurrentAdmin() admin: AdminPrincipal, @Body() body: Omit<CreateApiKeyRequest, 'admin'> | undefined): Promise<ApiKeyCreated> {
    return this.services.call(ApiKeyRpc.create, { admin, name: body?.name, scopes: body?.scopes, dailyLimit: body?.dailyLimit, requestsPerSecond: body?.requestsPerSecond });
  }

  @Route('DELETE /api/v1/admin/api-keys/{id}', 'owner')
  @ApiOperation({ summary: 'Revoke a key: its next call answers 401. 404 for a key of another business or one already revoked' })
  @ApiParam({ name: 'id', description: 'The key’s id' })
  async revoke(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string): Promise<Acknowledged> {
    const revoked = await this.services.call(ApiKeyRpc.revoke, { admin, id });
    this.keys.forgetAll();
    return revoked;
  }
}
