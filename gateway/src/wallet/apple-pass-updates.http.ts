import { Body, Headers, HttpCode, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONFIG, createLogger, type PlatformConfig } from '@gv/platform';
import { WalletRpc, type ChangedPasses } from '@gv/proto';
import { ApiController } from '../http/api-controller.js';
import { publicBaseUrl } from '../http/public-url.js';
import { Services } from '../http/rpc.js';
import { Route } from '../http/route.js';

const logger = createLogger('gateway');
const REGISTRATION = 'POST /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}';
/** What one device may write to the log per call: its messages are for diagnosis, not storage. */
const LOG_LINES = 20;
const LOG_LINE_CHARS = 500;

interface PassPath {
  deviceLibraryIdentifier: string;
  passTypeIdentifier: string;
  serialNumber: string;
}

/**
 * Apple's PassKit web service, under the webServiceURL every pass names (`${PUBLIC_URL}/api/wallet/apple`, decision
 * 0088). Public: a pass's calls carry its authentication token (`Authorization: ApplePass <token>`), a device's
 * listing names the device's own id.
 */
@ApiController('wallet (public)')
export class ApplePassUpdatesHttp {
  constructor(private readonly services: Services, @Inject(CONFIG) private readonly config: PlatformConfig) {}

  @Route(REGISTRATION, 'public')
  @ApiOperation({ summary: "A device asks for pushes when the pass changes, at its APNs push token: 201 registered, 200 registered already, 401 without the pass's token" })
  async register(@Param() path: PassPath, @Body() body: { pushToken?: unknown } | undefined, @Headers('authorization') authorization: string | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const { created } = await this.services.call(WalletRpc.registerDevice, { ...path, authorization, pushToken: body?.pushToken as string, ip: request.ip });
    return reply.status(created ? 201 : 200).send();
  }

  @Route('DELETE /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}', 'public')
  @ApiOperation({ summary: "The pass left the device: no more pushes to it for this pass. 401 without the pass's token" })
  async unregister(@Param() path: PassPath, @Headers('authorization') authorization: string | undefined, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.services.call(WalletRpc.unregisterDevice, { ...path, authorization, ip: request.ip });
    return reply.status(200).send();
  }

  @Route('GET /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}', 'public')
  @ApiOperation({ summary: 'The serial numbers of the pass type the device registered that changed since its tag (passesUpdatedSince), and the next tag; 204 when none did' })
  async changed(
    @Param() path: Omit<PassPath, 'serialNumber'>,
    @Query('passesUpdatedSince') passesUpdatedSince: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NonNullable<ChangedPasses>> {
    const changed = await this.services.call(WalletRpc.changedPasses, { ...path, ...(typeof passesUpdatedSince === 'string' ? { passesUpdatedSince } : {}) });
    if (changed) return changed;
    // Fastify sends no body with a 204.
    void reply.status(204);
    return { serialNumbers: [], lastUpdated: passesUpdatedSince ?? '' };
  }

  @Route('GET /api/wallet/apple/v1/passes/{passTypeIdentifier}/{serialNumber}', 'public')
  @ApiOperation({ summary: "The pass signed as the card is now (application/vnd.apple.pkpass, with Last-Modified); 304 when it has not changed since If-Modified-Since; 401 without the pass's token" })
  async latest(
    @Param() path: Omit<PassPath, 'deviceLibraryIdentifier'>,
    @Headers('authorization') authorization: string | undefined,
    @Headers('if-modified-since') ifModifiedSince: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const pass = await this.services.call(WalletRpc.latestPass, {
      ...path,
      authorization,
      ...(ifModifiedSince ? { ifModifiedSince } : {}),
      publicBaseUrl: publicBaseUrl(this.config, request),
      ip: request.ip,
    });
    // It holds the code and today's balance: never kept by a shared cache.
    void reply.header('last-modified', pass.lastModified).header('cache-control', 'private, no-store');
    if ('notModified' in pass) return reply.status(304).send();
    return reply.header('content-type', 'application/vnd.apple.pkpass').send(Buffer.from(pass.pkpassBase64, 'base64'));
  }

  @Route('POST /api/wallet/apple/v1/log', 'public')
  @HttpCode(200)
  @ApiOperation({ summary: 'Wallet reports problems it met with the web service: written to the log (the first lines of each call, shortened)' })
  log(@Body() body: { logs?: unknown } | undefined, @Res() reply: FastifyReply) {
    const logs = Array.isArray(body?.logs) ? body.logs.filter((line) => typeof line === 'string').slice(0, LOG_LINES) : [];
    for (const line of logs) logger.warn({ walletLog: line.slice(0, LOG_LINE_CHARS) }, 'Apple Wallet reported a web service problem');
    return reply.status(200).send();
  }
}
