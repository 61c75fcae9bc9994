import { randomUUID } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { CONFIG, parseInjectedTime, traceContext, withRequestContext, type PlatformConfig, type RequestContext } from '@gv/platform';
import { traceOf } from './observe-requests.js';

/**
 * Gives each request an id (or keeps the caller's X-Request-Id) that follows it into services and events.
 * In a demo run (DEMO=1) only, a request may also say when it happens (X-Demo-Time, a past instant): the demo
 * seed backdates its purchases and redemptions this way (see demoTimeOf). Otherwise the header is ignored.
 */
@Injectable()
export class RequestIdInterceptor implements NestInterceptor {
  constructor(@Inject(CONFIG) private readonly config: PlatformConfig) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const requestContext = this.assign(request, http.getResponse<FastifyReply>());
    return new Observable((subscriber) =>
      traceContext.with(traceOf(request), () => withRequestContext(requestContext, () => next.handle().subscribe(subscriber))),
    );
  }

  /**
   * The request's id (the caller's X-Request-Id when it is a sensible one, else a new one), echoed on the answer, and
   * the instant it acts at: what intercept gives the handler, and the fast path (fast-path.ts) runs.
   */
  assign(request: FastifyRequest, reply: FastifyReply): RequestContext {
    const requestId = requestIdOf(request.headers['x-request-id']);
    void reply.header('x-request-id', requestId);
    return { requestId, at: demoTimeOf(this.config, request) };
  }
}

/**
 * The instant a demo request says it acts at (X-Demo-Time), believed only from the demo seed's own place: in a demo
 * run, from a client on this host (the socket's address: X-Forwarded-For is the client's word), and never on an https
 * PUBLIC_URL, where the site is public and a backdated purchase or redemption would be anyone's to make.
 */
export function demoTimeOf(config: Pick<PlatformConfig, 'DEMO' | 'PUBLIC_URL'>, request: Pick<FastifyRequest, 'headers' | 'socket'>): string | undefined {
  if (config.DEMO !== '1' || config.PUBLIC_URL?.startsWith('https:') || !isLoopback(request.socket.remoteAddress)) return undefined;
  return parseInjectedTime(request.headers['x-demo-time']);
}

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/** The caller's X-Request-Id when it is a sensible one, else a new id. */
function requestIdOf(header: unknown): string {
  return typeof header === 'string' && /^[\w-]{1,100}$/.test(header) ? header : randomUUID();
}
