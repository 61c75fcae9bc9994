import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Runtime } from '@gv/platform';
import { gatewayModule } from './gateway.module.js';

export interface GatewayOptions {
  /** Folder of the built SPA (web/dist); served with index.html as fallback for client routes. */
  webDist?: string;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export async function createGateway(runtime: Runtime, options: GatewayOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ trustProxy: true, bodyLimit: 1024 * 1024 });
  const app = await NestFactory.create<NestFastifyApplication>(gatewayModule(runtime), adapter, { logger: ['error', 'warn'], abortOnError: false });
  await app.register(cookie as never);
  await app.register(multipart as never, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30 } });
  SwaggerModule.setup('api/docs', app, buildOpenApi(app));
  const fastify = app.getHttpAdapter().getInstance();
  const index = options.webDist && join(options.webDist, 'index.html');
  if (options.webDist && index && existsSync(index)) {
    await app.register(fastifyStatic as never, { root: options.webDist, wildcard: false, index: false, maxAge: '1h' });
    const html = readFileSync(index, 'utf8');
    fastify.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.status(404).send({ statusCode: 404, code: 'HTTP.404', message: 'Not found' });
      }
      return reply.header('cache-control', 'no-cache').type('text/html').send(html);
    });
  }
  await app.init();
  return app;
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
