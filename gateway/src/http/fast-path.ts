import type { INestApplicationContext, Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessGuard, accessRuleOf, type AccessRule } from '../auth/access.js';
import { ErrorFilter } from './error.filter.js';
import { NoNulGuard } from './no-nul.guard.js';
import { keptPublicAnswer, PublicCache, PublicCacheInterceptor } from './public-cache.interceptor.js';
import { RequestIdInterceptor } from './request-id.interceptor.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { servedRoutes } from './served-routes.js';

/** A request on the fast path, and its route's access rule. */
interface Passing {
  request: FastifyRequest;
  reply: FastifyReply;
  rule: AccessRule;
}

/** One class of GLOBAL_PIPELINE as the fast path applies it. */
export interface FastPathStep {
  type: Type<unknown>;
  /** The plain method it runs: the one the class's own canActivate or intercept calls. None for the error filter. */
  plain?: string;
  /** That method of the instance Nest runs, on a request; it throws to refuse. */
  boundTo?: (app: INestApplicationContext) => (passing: Passing) => unknown;
}

function runs<T>(type: Type<T>, plain: keyof T & string, run: (instance: T, passing: Passing) => unknown): FastPathStep {
  return {
    type,
    plain,
    boundTo: (app) => {
      const instance = app.get(type);
      return (passing) => run(instance, passing);
    },
  };
}

/**
 * Every class of GLOBAL_PIPELINE (gateway.module.ts) and how the fast path applies it, in Nest's order: each guard's
 * and interceptor's plain method, then the answer. A request one of them refuses is not answered here: it goes on to
 * Nest, whose guard refuses it again and whose ErrorFilter answers, as on any route. global-pipeline.int-spec.ts fails
 * when a class of GLOBAL_PIPELINE is missing here, or when a plain method does not run on a fast answer.
 */
export const FAST_PATH_RUNS: readonly FastPathStep[] = [
  runs(SameOriginGuard, 'check', (guard, { request }) => guard.check(request)),
  runs(NoNulGuard, 'check', (guard, { request }) => guard.check(request)),
  runs(AccessGuard, 'letsAnyoneIn', (guard, { rule }) => {
    if (!guard.letsAnyoneIn(rule)) throw new Error(`the fast path signs no one in (rule '${rule}')`);
  }),
  runs(RequestIdInterceptor, 'assign', (interceptor, { request, reply }) => interceptor.assign(request, reply)),
  { type: ErrorFilter },
];

/**
 * The fast path (GATEWAY_FAST_PATH, decision 0069): a GET of a public cached route (rule 'public' and
 * PublicCacheInterceptor) with a fresh kept answer is answered in a Fastify onRequest hook, after every step of
 * FAST_PATH_RUNS, with the bytes and headers the interceptor sends, without Nest's router, guard and interceptor
 * plumbing and rxjs. Misses, answers due for their refresh and refused requests go on to Nest. Registered after
 * observeRequests, so a fast answer is timed and traced under its route as any request.
 */
export function useFastPath(app: NestFastifyApplication, controllers: Type<unknown>[]): void {
  const rules = fastPathRules(app.get(Reflector), app.get(AccessGuard), controllers);
  const steps = FAST_PATH_RUNS.flatMap((step) => (step.boundTo ? [step.boundTo(app)] : []));
  const cache = app.get(PublicCache);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const rule = request.method === 'GET' ? rules.get(request.routeOptions.url ?? '') : undefined;
      const answer = rule && cache.fresh(request);
      if (!answer || !passes(steps, { request, reply, rule })) return done();
      void reply.send(keptPublicAnswer(request, reply, answer));
    });
}

/** The fast path's routes, by path, with their rules: those using PublicCacheInterceptor, which must be public GETs. */
function fastPathRules(reflector: Reflector, access: AccessGuard, controllers: Type<unknown>[]): Map<string, AccessRule> {
  const rules = new Map<string, AccessRule>();
  for (const { controller, handler, method, path } of servedRoutes(controllers)) {
    if (!reflector.getAllAndMerge<Type<unknown>[]>(INTERCEPTORS_METADATA, [handler, controller]).includes(PublicCacheInterceptor)) continue;
    const rule = accessRuleOf(reflector, handler);
    if (method !== 'GET' || !rule || !access.letsAnyoneIn(rule)) {
      throw new Error(
        `${controller.name}.${handler.name} (${method} ${path}, rule '${rule}') uses PublicCacheInterceptor: the fast path serves public GETs only`,
      );
    }
    rules.set(path, rule);
  }
  return rules;
}

function passes(steps: ((passing: Passing) => unknown)[], passing: Passing): boolean {
  try {
    for (const step of steps) step(passing);
    return true;
  } catch {
    return false;
  }
}
