import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The JSON files a zero-install wallet adapter wrote under DATA_DIR/<dir>, oldest first. */
export function readRecords<T>(dataDir: string, dir: string): T[] {
  const path = join(dataDir, dir);
  let names: string[];
  try {
    names = readdirSync(path).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const order = (name: string) => name.split('-').map(Number);
  names.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return names.map((name) => JSON.parse(readFileSync(join(path, name), 'utf8')) as T);
}

export interface ApnsRequest {
  method: string;
  path: string;
  topic: string | undefined;
  body: string;
  /** The subject of the client certificate the provider presented (the pass certificate). */
  clientCertificate: string;
}

/** A stand-in of APNs' provider API: HTTP/2 over TLS with a throw-away certificate for 127.0.0.1, asking for the client's. */
export interface ApnsStandIn {
  url: string;
  /** The stand-in's certificate (PEM), for the client to trust. */
  ca: string;
  received: ApnsRequest[];
  /** TLS connections opened so far. */
  connections(): number;
  close(): Promise<void>;
}

/** Tokens starting with these get APNs' refusals, or no answer at all; every other token is accepted (200). */
export const APNS_GONE_TOKEN = 'dead0000';
export const APNS_FAILING_TOKEN = 'fa11';
export const APNS_SILENT_TOKEN = '5111e';

export async function startApnsStandIn(): Promise<ApnsStandIn> {
  const dir = mkdtempSync(join(tmpdir(), 'gv-apns-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    { cwd: dir, stdio: 'pipe' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const key = readFileSync(join(dir, 'key.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  const received: ApnsRequest[] = [];
  const server = createSecureServer({ key, cert, requestCert: true, rejectUnauthorized: false, allowHTTP1: false });
  let connections = 0;
  server.on('session', () => connections++);
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const path = String(headers[':path']);
      const peer = (stream.session?.socket as unknown as { getPeerCertificate(): { subject?: { CN?: string } } }).getPeerCertificate();
      received.push({ method: String(headers[':method']), path, topic: headers['apns-topic'] as string | undefined, body, clientCertificate: peer.subject?.CN ?? '' });
      const token = path.split('/').at(-1) ?? '';
      if (token.startsWith(APNS_SILENT_TOKEN)) return;
      const [status, reason] = token.startsWith(APNS_GONE_TOKEN) ? [410, 'Unregistered'] : token.startsWith(APNS_FAILING_TOKEN) ? [503, 'ServiceUnavailable'] : [200, undefined];
      stream.respond({ ':status': status, 'apns-id': '00000000-0000-4000-8000-000000000000', ...(reason ? { 'content-type': 'application/json' } : {}) });
      stream.end(reason ? JSON.stringify({ reason }) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ca: cert,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface GooglePatch {
  objectId: string;
  body: unknown;
}

/**
 * A stand-in of Google's OAuth token endpoint and the Wallet API's giftCardObject PATCH: the token is given for a
 * service-account assertion that verifies with `publicKeyPem` (scope wallet_object.issuer); PATCH needs that token and
 * answers 404 for an object not in `savedObjects`, and nothing at all for one in `silentObjects`.
 */
export interface GoogleWalletStandIn {
  tokenUrl: string;
  apiUrl: string;
  patches: GooglePatch[];
  tokensIssued: number;
  close(): Promise<void>;
}

const ACCESS_TOKEN = 'ya29.stand-in-access-token';

export async function startGoogleWalletStandIn(publicKeyPem: string, serviceAccountEmail: string, savedObjects: string[], silentObjects: string[] = []): Promise<GoogleWalletStandIn> {
  const standIn = { patches: [] as GooglePatch[], tokensIssued: 0 };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => resolve(body));
    });
  /** An RS256 JWT signed by the service account's key, for Google's token endpoint, asking for the Wallet scope, unexpired. */
  const isServiceAccountAssertion = (assertion: string) => {
    const [header = '', payload = '', signature = ''] = assertion.split('.');
    if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64url'))) return false;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: string; aud?: string; scope?: string; exp?: number };
    return claims.iss === serviceAccountEmail && claims.aud === `${url}/token` && claims.scope === 'https://www.googleapis.com/auth/wallet_object.issuer' && (claims.exp ?? 0) * 1000 > Date.now();
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const send = (status: number, answer: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !isServiceAccountAssertion(form.get('assertion') ?? '')) return send(400, { error: 'invalid_grant' });
        standIn.tokensIssued++;
        return send(200, { access_token: ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' });
      }
      const objectId = decodeURIComponent(/^\/walletobjects\/v1\/giftCardObject\/([^/]+)$/.exec(request.url ?? '')?.[1] ?? '');
      if (request.method !== 'PATCH' || !objectId) return send(404, { error: { code: 404 } });
      if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return send(401, { error: { code: 401 } });
      if (silentObjects.includes(objectId)) return;
      if (!savedObjects.includes(objectId)) return send(404, { error: { code: 404, message: `No object ${objectId}` } });
      standIn.patches.push({ objectId, body: JSON.parse(body) });
      return send(200, { id: objectId, ...(JSON.parse(body) as object) });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(standIn, {
    tokenUrl: `${url}/token`,
    apiUrl: `${url}/walletobjects/v1`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  });
}
