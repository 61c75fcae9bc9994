import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

/** A route a controller serves: its handler, and its method and path as Fastify routes it (`/api/v1/admin/details/:id`). */
export interface ServedRoute {
  controller: Type<unknown>;
  handler: (...args: never[]) => unknown;
  method: string;
  path: string;
}

/** Every route `controllers` serve, read from Nest's metadata. */
export function servedRoutes(controllers: Type<unknown>[]): ServedRoute[] {
  return controllers.flatMap((controller) => {
    const prefix = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '/';
    return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      // The constructor is the controller, whose path metadata is the prefix.
      if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) return [];
      const path = `/${prefix}/${Reflect.getMetadata(PATH_METADATA, handler) as string}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
      return [
        {
          controller,
          handler: handler as ServedRoute['handler'],
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number],
          path,
        },
      ];
    });
  });
}
