import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { PlatformConfig } from '@gv/platform';

/**
 * The page policy, on every answer a browser may render (SPA pages, the API's docs, the QR poster, media, files). Its
 * CSP allows scripts only from the platform's own files: the built SPA has no inline script. Inline styles stay allowed
 * because React and the chart library set style attributes; images may be data: (QR poster, icons) or blob: (upload
 * previews). HSTS and upgrade-insecure-requests only when the platform is served over https.
 * Square's Web Payments SDK (businesses with sandbox or production credentials) loads from Square's CDN, renders its
 * card fields in Square's frames and tokenizes against pci-connect (Square's documented CSP for the SDK).
 */
const SQUARE_SCRIPTS = ['https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com', 'https://js.squareupsandbox.com', 'https://js.squareup.com'];
const SQUARE_CONNECT = ['https://pci-connect.squareupsandbox.com', 'https://pci-connect.squareup.com', 'https://connect.squareupsandbox.com', 'https://connect.squareup.com'];

/**
 * A JSON answer is data, never a page: it loads nothing and may not be framed, so its policy denies everything. It keeps
 * the headers that protect data (nosniff, CORP, referrer policy, HSTS) and drops the page's 1.2 KB policy and the
 * headers only a document reads (COOP, X-Frame-Options, Origin-Agent-Cluster, X-DNS-Prefetch-Control…).
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_KEEPS = ['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options'];

type Headers = Record<string, string>;

/** The answers other websites may frame (the embedded checkout, /embed/{businessSlug}), with the origins that may. */
const framedBy = new WeakMap<FastifyReply, string[]>();

/**
 * Lets the websites `origins` (and only those) frame this page answer: its policy's frame-ancestors lists them, and
 * X-Frame-Options, which can name no origin, stays off. With no origin the page refuses every frame as any other.
 */
export function allowFraming(reply: FastifyReply, origins: string[]): void {
  if (origins.length > 0) framedBy.set(reply, origins);
}

export function useSecurityHeaders(fastify: FastifyInstance, config: PlatformConfig): void {
  const { page, api } = securityHeaders(config);
  // On send, when the answer's type is known; a header the route set itself (media's CORP) is kept.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const origins = framedBy.get(reply);
    const headers = isJson(reply.getHeader('content-type')) ? api : origins ? framedPage(page, origins) : page;
    for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
    done(null, payload);
  });
}

function framedPage(page: Headers, origins: string[]): Headers {
  const headers: Headers = { ...page, 'content-security-policy': page['content-security-policy'].replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`) };
  delete headers['x-frame-options'];
  return headers;
}

/** The headers every page answer (`page`) and every JSON answer (`api`) carries; none depends on the request. */
function securityHeaders(config: PlatformConfig): { page: Headers; api: Headers } {
  const page = helmetHeaders(pageOptions(config));
  const api: Headers = { 'content-security-policy': API_POLICY, ...Object.fromEntries(API_KEEPS.flatMap((name) => (page[name] ? [[name, page[name]]] : []))) };
  return { page, api };
}

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/** The headers helmet sets for `options`, computed once: none depends on the request. */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const response = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function pageOptions(config: PlatformConfig): HelmetOptions {
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...SQUARE_SCRIPTS],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...SQUARE_SCRIPTS, ...SQUARE_CONNECT],
        frameSrc: ["'self'", ...SQUARE_SCRIPTS, ...SQUARE_CONNECT],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Payment providers' wallet buttons open pop-ups that report back to this page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}
