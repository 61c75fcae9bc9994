import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminPrincipal } from '@gv/proto';
import type { AdminRequest } from './admin.guard.js';

/** The signed-in admin set by AdminGuard. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AdminPrincipal => context.switchToHttp().getRequest<AdminRequest>().admin!,
);
