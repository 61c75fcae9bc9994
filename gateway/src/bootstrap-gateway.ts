import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Runtime } from '@gv/platform';
import { gatewayModule } from './gateway.module.js';
import { keepRawJsonBodies } from './payments/raw-json-body.js';
import { Services } from './http/rpc.js';
import { publicBaseUrl } from './http/public-url.js';
import { securityHeaders } from './http/security-headers.js';
import { sharePreview, withSharePreview } from './http/share-preview.js';

export interface GatewayOptions {
  /** Folder of the built SPA (web/dist); served with index.html as fallback for client routes. */
  webDist?: string;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export async function createGateway(runtime: Runtime, options: GatewayOptions = {}): Promise<NestFastifyApplication> {
  // request.ip (what per-client limits count) is the socket's address, unless it is one of TRUSTED_PROXIES: then X-Forwarded-For is believed up to the first untrusted hop.
  const adapter = new FastifyAdapter({ trustProxy: runtime.config.TRUSTED_PROXIES ?? false, bodyLimit: 1024 * 1024 });
  // Bodies are JSON or multipart only (no form-encoded or text bodies), so no page on another site can post a form to the API.
  const app = await NestFactory.create<NestFastifyApplication>(gatewayModule(runtime), adapter, { logger: ['error', 'warn'], abortOnError: false, bodyParser: false });
  app.getHttpAdapter().getInstance().removeContentTypeParser('text/plain');
  keepRawJsonBodies(app.getHttpAdapter().getInstance());
  await app.register(helmet as never, securityHeaders(runtime.config) as never);
  await app.register(cookie as never);
  await app.register(multipart as never, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30 } });
  SwaggerModule.setup('api/docs', app, buildOpenApi(app));
  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) await serveSpa(app, runtime, options.webDist);
  await app.init();
  return app;
}

/**
 * Built files are served as they are; every other GET outside /api and /media
 * gets index.html so the SPA's router handles client routes and deep links.
 */
async function serveSpa(app: NestFastifyApplication, runtime: Runtime, webDist: string): Promise<void> {
  await app.register(fastifyStatic as never, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  const files = new Set(listFiles(webDist).map((file) => `/${relative(webDist, file)}`));
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const services = app.get(Services);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?')[0];
      if (path.startsWith('/api/') || path === '/api' || path.startsWith('/media/') || files.has(path)) return;
      const preview = await sharePreview(services, path);
      const page = preview ? withSharePreview(html, preview, publicBaseUrl(runtime.config, request)) : html;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function buildOpenApi(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Giftcard Vault API')
    .setDescription('The REST API of the Giftcard Vault platform (paths as in the product specification, section 7).')
    .setVersion('1.0')
    .addCookieAuth('gv_session')
    .addBearerAuth()
    .build();
  return SwaggerModule.createDocument(app, config);
}
