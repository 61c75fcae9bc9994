import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Rpc, SERVICE_NAMES, type HealthReport } from '@gv/proto';
import { Services } from '../http/rpc.js';

const HEALTH_TIMEOUT_MS = 3000;

@ApiTags('ops')
@Controller('api')
export class HealthHttp {
  constructor(private readonly services: Services) {}

  /** Aggregates every service's own check of its engines; 503 when any is down. */
  @Get('health')
  async health(@Res() reply: FastifyReply) {
    const services = await Promise.all(SERVICE_NAMES.map((name) => this.check(name)));
    const ok = services.every((service) => service.ok);
    return reply.status(ok ? 200 : 503).send({ ok, services });
  }

  /** A trivial round trip through request-reply to a service. */
  @Get('ping')
  ping() {
    return this.services.call(Rpc.ping);
  }

  private async check(name: (typeof SERVICE_NAMES)[number]): Promise<HealthReport> {
    try {
      return await Promise.race([
        this.services.call(Rpc.health(name)),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), HEALTH_TIMEOUT_MS)),
      ]);
    } catch (error) {
      return { service: name, ok: false, checks: { reachable: { ok: false, detail: (error as Error).message } } };
    }
  }
}
