import { Reflector } from '@nestjs/core';
import { ROUTE_ACCESS } from '../../../test/route-access';
import { GATEWAY_CONTROLLERS } from '../gateway.module';
import { servedRoutes } from '../http/served-routes';
import { accessRuleOf } from './access';

/** Every route the gateway serves, as `METHOD /path` with `{param}`s, and the access rule it names. */
function routeRules(): Record<string, string | undefined> {
  const reflector = new Reflector();
  return Object.fromEntries(
    servedRoutes(GATEWAY_CONTROLLERS).map(({ handler, method, path }) => [
      `${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
      accessRuleOf(reflector, handler),
    ]),
  );
}

describe('who may call each route', () => {
  it('every route names the access rule of the table, and the table lists no route that is not served', () => {
    expect(routeRules()).toEqual(ROUTE_ACCESS);
  });
});
