import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@gv/platform';
import { forbiddenRoleMessage, roleReaches, type ApiScope, type StaffRole } from '@gv/proto';
import { AdminGuard, type AdminRequest } from './admin.guard.js';
import { ApiKeyGuard } from './api-key.guard.js';
import { SuperAdminGuard } from './super-admin.guard.js';

/**
 * Who may call a route (decision 0077): anyone, the super admin, the staff of a business whose role reaches the
 * named one (owner reaches manager, manager reaches clerk), or an API key holding the named scope (decision 0091;
 * never a session, and a key never reaches a staff route). Every route names one: `Route` requires it, and a route
 * that has none is refused by AccessGuard and fails routes-access.int-spec.ts.
 */
export type AccessRule = 'public' | 'super-admin' | StaffRole | ApiKeyRule;

/** An integrator API route: an API key with this scope. */
type ApiKeyRule = `api-key:${ApiScope}`;

const ACCESS_RULE = 'gv:access-rule';

export const Access = (rule: AccessRule) => SetMetadata(ACCESS_RULE, rule);

export function accessRuleOf(reflector: Reflector, handler: object): AccessRule | undefined {
  return reflector.get<AccessRule | undefined>(ACCESS_RULE, handler as () => unknown);
}

/**
 * The global guard every request passes after the origin and input checks: it authenticates as the route's rule asks
 * (AdminGuard for staff, SuperAdminGuard for the super admin, ApiKeyGuard for an API key) and refuses a role the rule does not reach with 403
 * FORBIDDEN_ROLE. Cached and kept answers come from handlers and interceptors, which run after it.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly staff: AdminGuard,
    private readonly superAdmins: SuperAdminGuard,
    private readonly apiKeys: ApiKeyGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = accessRuleOf(this.reflector, context.getHandler());
    if (rule === undefined) throw new Error(`${context.getClass().name}.${context.getHandler().name} names no access rule`);
    if (this.letsAnyoneIn(rule)) return true;
    if (rule === 'super-admin') return this.superAdmins.canActivate(context);
    if (isApiKeyRule(rule)) {
      await this.apiKeys.admit(context, rule.slice('api-key:'.length) as ApiScope);
      return true;
    }
    await this.staff.canActivate(context);
    const { staffRole } = context.switchToHttp().getRequest<AdminRequest>().admin!;
    if (!roleReaches(staffRole, rule)) throw new DomainError('FORBIDDEN_ROLE', forbiddenRoleMessage(staffRole));
    return true;
  }

  /**
   * Whether `rule` lets a request in with no sign-in (a 'public' route), the part of the check that needs none:
   * canActivate signs the caller in for every other rule; the fast path (fast-path.ts) serves public routes only.
   */
  letsAnyoneIn(rule: AccessRule): rule is 'public' {
    return rule === 'public';
  }
}

const isApiKeyRule = (rule: AccessRule): rule is ApiKeyRule => rule.startsWith('api-key:');
