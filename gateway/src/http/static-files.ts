import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyStatic from '@fastify/static';

/** Vite names every file under assets/ by its content: a new build gets new names, so browsers may keep these for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type HeaderSetter = { header(name: string, value: string): unknown };

const EMBED_SCRIPT = /[\\/]embed\.js(\.br|\.gz)?$/;

/**
 * The built SPA's files: a request gets the brotli or gzip twin the build made
 * (web/vite.config.ts) when its Accept-Encoding allows, with `Vary: Accept-Encoding`.
 * Hashed assets are cached for a year and looked up when asked (a rebuild while
 * the server runs is served; a missing one is a 404, never the SPA's HTML in place
 * of a script); the other files (favicon, test SDK) are revalidated. index.html is
 * never served as a file: the gateway makes each page's HTML.
 */
export async function serveBuiltFiles(app: NestFastifyApplication, webDist: string): Promise<void> {
  const common = { index: false, preCompressed: true, cacheControl: false };
  await app.register(fastifyStatic as never, {
    ...common,
    root: `${webDist}/assets`,
    prefix: '/assets/',
    wildcard: true,
    setHeaders: (reply: HeaderSetter) => reply.header('cache-control', IMMUTABLE),
  });
  await app.register(fastifyStatic as never, {
    ...common,
    root: webDist,
    wildcard: false,
    decorateReply: false,
    globIgnore: ['index.html', 'assets/**', '**/*.br', '**/*.gz'],
    setHeaders: (reply: HeaderSetter, path: string) => {
      reply.header('cache-control', 'no-cache');
      // The "Buy a gift card" button runs on the businesses' own websites.
      if (EMBED_SCRIPT.test(path)) reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
