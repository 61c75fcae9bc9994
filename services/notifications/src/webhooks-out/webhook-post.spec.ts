import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, refusedUrl } from './webhook-addresses';
import { WebhookPost } from './webhook-post';

describe('webhook addresses (SSRF)', () => {
  it('counts only public addresses as public, IPv4 and IPv6, mapped IPv4 judged as IPv4', () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.20.0.1', '192.168.1.1', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it('refuses http, a private address and a name resolving to one; allows them only when told to', async () => {
    expect(await refusedUrl(new URL('http://hooks.example.com/in'), false)).toBe('bad');
    expect(await refusedUrl(new URL('https://127.0.0.1/in'), false)).toBe('private');
    expect(await refusedUrl(new URL('https://[::1]/in'), false)).toBe('private');
    expect(await refusedUrl(new URL('https://localhost:8443/in'), false)).toBe('private');
    expect(await refusedUrl(new URL('https://user:pw@8.8.8.8/in'), false)).toBe('bad');
    expect(await refusedUrl(new URL('https://8.8.8.8/in'), false)).toBeUndefined();
    expect(await refusedUrl(new URL('http://localhost:8443/in'), true)).toBeUndefined();
  });
});

describe('a webhook POST', () => {
  let server: Server;
  let hits = 0;
  let answer: (response: import('node:http').ServerResponse) => void = (response) => response.writeHead(204).end();
  const url = (host = '127.0.0.1') => `http://${host}:${(server.address() as AddressInfo).port}/in`;

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits++;
      request.resume();
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('never reaches a private address unless allowed: by address or by a name that resolves to it', async () => {
    const post = new WebhookPost(false, 2_000);
    expect((await post.send(url(), {}, '{}')).error).toBe('only https addresses receive webhooks');
    expect((await post.send(url().replace('http:', 'https:'), {}, '{}')).error).toBe('127.0.0.1 resolves to an address that is not public');
    expect((await post.send(url('localhost').replace('http:', 'https:'), {}, '{}')).error).toBe('localhost resolves to an address that is not public');
    expect(hits).toBe(0);
    post.close();
  });

  it('takes a 2xx, follows no redirect, reads at most 64 KiB of an answer and gives up after its timeout', async () => {
    const post = new WebhookPost(true, 300);
    expect(await post.send(url('localhost'), {}, '{}')).toMatchObject({ status: 204, error: null });
    answer = (response) => response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    expect(await post.send(url(), {}, '{}')).toMatchObject({ status: 302, error: 'answered 302' });
    answer = (response) => response.writeHead(200).end(Buffer.alloc(1024 * 1024, 'x'));
    expect(await post.send(url(), {}, '{}')).toMatchObject({ status: 200 });
    answer = () => undefined;
    const late = await post.send(url(), {}, '{}');
    expect(late).toMatchObject({ status: null, error: 'no answer within 300 ms' });
    expect(late.durationMs).toBeLessThan(2_000);
    post.close();
  });
});
