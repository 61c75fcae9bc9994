import { randomUUID } from 'node:crypto';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { withRequestId } from '@gv/platform';

/** Gives each request an id (or keeps the caller's X-Request-Id) that follows it into services and events. */
@Injectable()
export class RequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const header = request.headers['x-request-id'];
    const requestId = typeof header === 'string' && /^[\w-]{1,100}$/.test(header) ? header : randomUUID();
    void http.getResponse<FastifyReply>().header('x-request-id', requestId);
    return new Observable((subscriber) => withRequestId(requestId, () => next.handle().subscribe(subscriber)));
  }
}
