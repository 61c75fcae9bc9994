import { Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { buildInfo } from '@gv/platform';
import { IdentityRpc, Rpc, SERVICE_NAMES, WalletRpc, type HealthAnswer, type HealthReport, type WalletsConfigured } from '@gv/proto';
import { ApiController, ServicesHttp } from '../http/api-controller.js';
import { Route } from '../http/route.js';
import { answerWithin, unreachable } from './service-answers.js';

const HEALTH_TIMEOUT_MS = 3000;

@ApiController('ops')
export class HealthHttp extends ServicesHttp {
  /** Aggregates every service's own check of its engines; 503 when any is down. Also says which wallets cards can be added to, and the release. */
  @Route('GET /api/health', 'public')
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthAnswer> {
    const [services, wallets] = await Promise.all([Promise.all(SERVICE_NAMES.map((name) => this.check(name))), this.wallets()]);
    const ok = services.every((service) => service.ok);
    void reply.status(ok ? 200 : 503);
    return { ok, version: buildInfo.version, commit: buildInfo.commit, services, ...(wallets ? { wallets } : {}) };
  }

  /** A trivial round trip through request-reply to a service. */
  @Route('GET /api/ping', 'public')
  ping() {
    return this.services.call(IdentityRpc.ping);
  }

  /** Absent when the wallet service does not answer (its own entry in `services` says so). */
  private async wallets(): Promise<WalletsConfigured | undefined> {
    return answerWithin(this.services.call(WalletRpc.configured), HEALTH_TIMEOUT_MS).catch(() => undefined);
  }

  private async check(name: (typeof SERVICE_NAMES)[number]): Promise<HealthReport> {
    try {
      return await answerWithin(this.services.call(Rpc.health(name)), HEALTH_TIMEOUT_MS);
    } catch (error) {
      return unreachable(name, error);
    }
  }
}
