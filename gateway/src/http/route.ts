import { applyDecorators, Delete, Get, Post, Put } from '@nestjs/common';
import type { HttpApi, HttpResponseOf, HttpRoute } from '@gv/proto';
import { Access, type AccessRule } from '../auth/access.js';

const MAPPINGS = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

/** What a route's handler may return: its answer (or a documented refusal it answers itself), or anything for a file. */
type Answer<R extends HttpRoute> = HttpResponseOf<R> extends string ? unknown : HttpResponseOf<R> | (HttpApi[R] extends { declined: infer D } ? D : never);

/**
 * Serves one operation of proto's HttpApi (the route the web app calls, whose schemas docs/openapi.json carries):
 * maps the method and path, and who may call it; the compiler checks the handler's answer against the route's.
 */
export function Route<R extends HttpRoute>(route: R, access: AccessRule) {
  const [method, path] = route.split(' ') as [keyof typeof MAPPINGS, string];
  const mapping = applyDecorators(MAPPINGS[method](path.replace(/\{(\w+)\}/g, ':$1')), Access(access));
  return <T extends (...args: never[]) => Answer<R> | Promise<Answer<R>>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    mapping(target, key, descriptor);
  };
}
