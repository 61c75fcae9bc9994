import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { PlatformConfig } from '@gv/platform';

/**
 * Headers on every answer (SPA, API, media, errors). The CSP allows scripts
 * only from the platform's own files: the built SPA has no inline script.
 * Inline styles stay allowed because React and the chart library set style
 * attributes; images may be data: (QR poster, icons) or blob: (upload previews).
 * HSTS and upgrade-insecure-requests only when the platform is served over https.
 * Square's Web Payments SDK (businesses with sandbox or production credentials)
 * loads from Square's CDN, renders its card fields in Square's frames and
 * tokenizes against pci-connect (Square's documented CSP for the SDK).
 */
const SQUARE_SCRIPTS = ['https://sandbox.web.squarecdn.com', 'https://web.squarecdn.com', 'https://js.squareupsandbox.com', 'https://js.squareup.com'];
const SQUARE_CONNECT = ['https://pci-connect.squareupsandbox.com', 'https://pci-connect.squareup.com', 'https://connect.squareupsandbox.com', 'https://connect.squareup.com'];

export function useSecurityHeaders(fastify: FastifyInstance, config: PlatformConfig): void {
  // Built once: @fastify/helmet builds helmet's middleware again on every request, parsing the whole policy each time.
  const setHeaders = helmet(securityHeaders(config));
  fastify.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}

function securityHeaders(config: PlatformConfig): HelmetOptions {
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
