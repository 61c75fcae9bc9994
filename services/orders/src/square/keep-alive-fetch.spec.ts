import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepAliveFetch } from './keep-alive-fetch';

let server: http.Server;
let url: string;
const seen: { method?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
/** Connections on which /reset-once was already refused, as a server closing an idle connection would. */
const reset = new WeakSet<object>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, headers: request.headers, body });
      if (request.url === '/reset-once' && !reset.has(server)) {
        reset.add(server);
        return void request.socket.destroy();
      }
      if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2000);
      if (request.url === '/empty') return void response.writeHead(204).end();
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      response.end(JSON.stringify({ echo: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('keepAliveFetch (the Square SDK fetch)', () => {
  it('sends the method, headers and JSON body, and answers status, headers and body as fetch does', async () => {
    const response = await keepAliveFetch(`${url}/v2/payments`, { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: '{"a":1}', headers: expect.objectContaining({ authorization: 'Bearer t' }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await response.json()).toEqual({ echo: '{"a":1}' });
  });

  it('answers error statuses and bodiless statuses without throwing', async () => {
    const missing = await keepAliveFetch(`${url}/missing`);
    expect(missing.status).toBe(404);
    expect(missing.ok).toBe(false);
    const empty = await keepAliveFetch(`${url}/empty`, { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('rejects with an AbortError when its signal fires (the SDK calls that a timeout)', async () => {
    await expect(keepAliveFetch(`${url}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a request again, once, when its kept-alive connection is closed before any answer', async () => {
    expect((await keepAliveFetch(`${url}/warm`)).status).toBe(200);
    const before = seen.length;
    const response = await keepAliveFetch(`${url}/reset-once`, { method: 'POST', body: '{"idempotency_key":"k"}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ echo: '{"idempotency_key":"k"}' });
    expect(seen.slice(before).map((request) => request.body)).toEqual(['{"idempotency_key":"k"}', '{"idempotency_key":"k"}']);
  });

  it('rejects when nothing listens', async () => {
    await expect(keepAliveFetch('http://127.0.0.1:1/')).rejects.toThrow();
  });
});
