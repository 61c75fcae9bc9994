import { MessagePattern } from '@nestjs/microservices';
import { DomainError } from '../errors.js';
import { createLogger, withRequestId } from '../logging.js';
import type { RpcReply, RpcRequest } from './rpc-client.js';

const logger = createLogger('rpc');

/**
 * Marks a method as the handler of a request-reply pattern. The method gets
 * the plain body; domain errors become `{ ok: false, error }` replies, anything
 * else is logged and answered as an internal error without details.
 */
export function RpcHandler(pattern: string): MethodDecorator {
  return (target, key, descriptor: PropertyDescriptor) => {
    const original = descriptor.value as (body: unknown) => Promise<unknown>;
    descriptor.value = function (this: unknown, request: RpcRequest): Promise<RpcReply> {
      return withRequestId(request?.requestId, async () => {
        try {
          return { ok: true as const, value: await original.call(this, request?.body ?? {}) };
        } catch (error) {
          if (error instanceof DomainError) return { ok: false as const, error: error.toBody() };
          logger.error({ err: error, pattern }, 'rpc handler failed');
          return { ok: false as const, error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', status: 500 } };
        }
      });
    };
    Object.defineProperty(descriptor.value, 'name', { value: String(key) });
    MessagePattern(pattern)(target, key, descriptor);
    return descriptor;
  };
}
