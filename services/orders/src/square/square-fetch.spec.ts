import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { squareFetch } from './square-fetch';

let server: http.Server;
let url: string;
const bodies: string[] = [];
let resetDone = false;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      bodies.push(body);
      // As a server closing an idle kept-alive connection just as it is reused: no answer at all.
      if (request.url === '/reset-once' && !resetDone) {
        resetDone = true;
        return void request.socket.destroy();
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('squareFetch (the Square SDK fetch)', () => {
  it('sends a request again, once, when its kept-alive connection is closed before any answer', async () => {
    expect((await squareFetch(`${url}/warm`)).status).toBe(200);
    const before = bodies.length;
    const response = await squareFetch(`${url}/reset-once`, { method: 'POST', body: '{"idempotency_key":"k"}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ echo: '{"idempotency_key":"k"}' });
    expect(bodies.slice(before)).toEqual(['{"idempotency_key":"k"}', '{"idempotency_key":"k"}']);
  });

  it('rejects when nothing listens', async () => {
    await expect(squareFetch('http://127.0.0.1:1/')).rejects.toThrow();
  });
});
