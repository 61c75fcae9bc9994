import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { Runtime } from '@gv/platform';
import { GATEWAY_CONTROLLERS, gatewayModule } from './gateway.module.js';
import { parseJsonBodies } from './http/json-body.js';
import { Services } from './http/rpc.js';
import { publicBaseUrl } from './http/public-url.js';
import { allowFraming, useSecurityHeaders } from './http/security-headers.js';
import { COMPRESSION } from './http/static-compression.js';
import { serveBuiltFiles } from './http/static-files.js';
import { EncodedAnswer, sendEncoded } from './http/answer-encodings.js';
import { PublicCache } from './http/public-cache.interceptor.js';
import { builtSpa } from './http/static-html.js';
import { PublicPageCache, type SentPage } from './http/static-page-cache.js';
import { isPrivate, isPrivateAppPage, loadPublicPage, publicRouteOf } from './http/static-public-page.js';
import { builtRenderer, serverRendererOf } from './http/static-render.js';
import { cachedCardPages, robotsTxt, SITEMAP_SECONDS, sitemapXml } from './http/static-seo.js';
import { observeRequests } from './http/observe-requests.js';
import { useFastPath } from './http/fast-path.js';

export interface GatewayOptions {
  /** Folder of the built SPA (web/dist); served with index.html as fallback for client routes. */
  webDist?: string;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export async function createGateway(runtime: Runtime, options: GatewayOptions = {}): Promise<NestFastifyApplication> {
  // request.ip (what per-client limits count) is the socket's address, unless it is one of TRUSTED_PROXIES: then X-Forwarded-For is believed up to the first untrusted hop.
  // A request that arrives on an open connection while the gateway closes is answered, not refused with 503: during a
  // rolling upgrade a buyer's keep-alive connection may still reach the old gateway (closeGracefully).
  const adapter = new FastifyAdapter({ trustProxy: runtime.config.TRUSTED_PROXIES ?? false, bodyLimit: 1024 * 1024, return503OnClosing: false });
  const app = await NestFactory.create<NestFastifyApplication>(gatewayModule(runtime), adapter, { logger: ['error', 'warn'], abortOnError: false, bodyParser: false });
  const fastify = app.getHttpAdapter().getInstance();
  // Bodies are JSON or multipart only (no form-encoded or text bodies), so no page on another site can post a form to the API.
  fastify.removeContentTypeParser('text/plain');
  observeRequests(fastify);
  // After observeRequests, so a fast answer is timed and traced as any request.
  if (runtime.config.GATEWAY_FAST_PATH === '1') useFastPath(app, GATEWAY_CONTROLLERS);
  parseJsonBodies(fastify);
  await app.register(compress as never, COMPRESSION as never);
  useSecurityHeaders(fastify, runtime.config);
  await app.register(cookie as never);
  await app.register(multipart as never, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30 } });
  SwaggerModule.setup('api/docs', app, buildOpenApi(app));
  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) await serveSpa(app, runtime, options.webDist);
  await app.init();
  return app;
}

/** How often a closing gateway looks for connections whose last request has been answered. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections, answers the requests in hand, and resolves once every connection is gone. Node closes
 * the connections idle at close time only; one whose request was still running would otherwise stay open, idle, until
 * its keep-alive timeout (Fastify's: 72 s), long past any shutdown deadline.
 */
export async function closeGracefully(app: NestFastifyApplication): Promise<void> {
  const server = app.getHttpServer();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/**
 * The built SPA: its files as built (static-files.ts), robots.txt and
 * sitemap.xml, and index.html for every other GET outside /api and /media so
 * the SPA's router handles client routes and deep links. A public page's HTML
 * carries its data, title and preloads (static-html.ts) and is drawn on the
 * server by the SPA's own components when the SPA was built with its server
 * renderer (static-render.ts); pages are kept as the public API's answers are
 * (static-page-cache.ts).
 */
async function serveSpa(app: NestFastifyApplication, runtime: Runtime, webDist: string): Promise<void> {
  await serveBuiltFiles(app, webDist);
  const html = builtSpa(webDist);
  const renderer = builtRenderer(serverRendererOf(webDist));
  await renderer.ready;
  const pages = new PublicPageCache(app.get(PublicCache));
  // A kept page is compressed once per encoding, not once per visitor.
  const encoded = new WeakMap<SentPage, EncodedAnswer>();
  const encodedOnce = (page: SentPage) => encoded.get(page) ?? encoded.set(page, new EncodedAnswer(Buffer.from(page.html))).get(page)!;
  const services = app.get(Services);
  const cardPages = cachedCardPages(services);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/robots.txt', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicBaseUrl(runtime.config, request))),
  );
  fastify.get('/sitemap.xml', async (request, reply) => {
    const xml = sitemapXml(publicBaseUrl(runtime.config, request), await cardPages());
    return reply.header('cache-control', `public, max-age=${SITEMAP_SECONDS}`).type('application/xml; charset=utf-8').send(xml);
  });
  // A route rather than a hook, so the page's HTML is compressed like any answer; routes with a longer fixed prefix win.
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/media/')) return reply.callNotFound();
    const route = publicRouteOf(path);
    reply.type('text/html; charset=utf-8');
    if (!route && isPrivateAppPage(path)) return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').send(html().plain);
    if (!route) return reply.header('cache-control', 'no-cache').send(html().plain);
    const baseUrl = publicBaseUrl(runtime.config, request);
    const spa = html();
    const make = async () => {
      const loaded = await loadPublicPage(services, route, { publicBaseUrl: baseUrl, ip: request.ip });
      return { status: loaded.status, html: spa.render(loaded, baseUrl, await renderer.render(path, loaded.data)), frameAncestors: loaded.frameAncestors };
    };
    if (isPrivate(route)) {
      // The holder page shows what its code holds now, to whoever has the code: made for each request, kept by no cache, found by no search engine.
      const page = await make();
      return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').code(page.status).send(page.html);
    }
    const page = await pages.page(baseUrl + path, spa, make);
    // The framed checkout: only the business's own websites may frame it, and it is no page of its own for search engines.
    if (route.page === 'embed') allowFraming(reply.header('x-robots-tag', 'noindex, nofollow'), page.frameAncestors ?? []);
    return sendEncoded(request, reply.header('cache-control', 'no-cache').code(page.status), encodedOnce(page));
  });
}

export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Giftcard Vault API')
    .setDescription('The REST API of the Giftcard Vault platform (paths as in the product specification, section 7).')
    .setVersion('1.0')
    .addCookieAuth('gv_session')
    .addBearerAuth()
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'gv_live_… or gv_test_…', description: "The business's API key, made at /developers" }, 'apiKey')
    .build();
  return SwaggerModule.createDocument(app, config);
}
