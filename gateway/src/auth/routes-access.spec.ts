import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { ROUTE_ACCESS } from '../../../test/route-access';
import { GATEWAY_CONTROLLERS } from '../gateway.module';
import { accessRuleOf } from './access';

/** Every route the gateway serves, as `METHOD /path` with `{param}`s, and the access rule it names. */
function servedRoutes(): Record<string, string | undefined> {
  const reflector = new Reflector();
  const routes: Record<string, string | undefined> = {};
  for (const controller of GATEWAY_CONTROLLERS) {
    const prefix = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '/';
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      const path = `/${[prefix, Reflect.getMetadata(PATH_METADATA, handler) as string].join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '').replace(/:(\w+)/g, '{$1}');
      routes[`${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]} ${path}`] = accessRuleOf(reflector, handler);
    }
  }
  return routes;
}

describe('who may call each route', () => {
  it('every route names the access rule of the table, and the table lists no route that is not served', () => {
    expect(servedRoutes()).toEqual(ROUTE_ACCESS);
  });
});
