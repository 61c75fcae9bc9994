import { spawn } from 'node:child_process';
import { createServer, Socket } from 'node:net';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { engines, uniqueName } from '../../test/engines';
import { connectNats, natsServerAndUser } from './nats-connection';

let publisher: NatsConnection;
let subscriber: NatsConnection;

beforeAll(async () => {
  [publisher, subscriber] = await Promise.all([connectNats(engines.natsUrl), connectNats(engines.natsUrl)]);
});

afterAll(async () => {
  await Promise.all([publisher.close(), subscriber.close()]);
});

/** Socket writes made while `during` runs (every socket of this process; only the publisher writes meanwhile). */
async function countWrites(during: () => Promise<void>): Promise<number> {
  const prototype = Socket.prototype as unknown as Record<'_writeGeneric' | '_writev', (...args: unknown[]) => unknown>;
  const originals = { _writeGeneric: prototype._writeGeneric, _writev: prototype._writev };
  let writes = 0;
  prototype._writeGeneric = function (this: Socket, ...args: unknown[]) {
    writes++;
    return originals._writeGeneric.apply(this, args);
  };
  // Node's _writev hands its chunks to _writeGeneric: counted there.
  try {
    await during();
  } finally {
    prototype._writeGeneric = originals._writeGeneric;
  }
  return writes;
}

describe('NATS connections', () => {
  it('send what one turn of the event loop publishes, from many microtasks, in one socket write and in order', async () => {
    const subject = uniqueName('coalesce');
    const received: number[] = [];
    subscriber.subscribe(subject, { callback: (_error, message) => received.push(Number(new TextDecoder().decode(message.data))) });
    await subscriber.flush();
    const writes = await countWrites(async () => {
      // Each publish in a microtask of its own, as answers and acks are when their I/O callbacks resolve.
      let chain = Promise.resolve();
      for (let n = 0; n < 50; n++) chain = chain.then(() => publisher.publish(subject, String(n)));
      await chain;
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(writes).toBe(1);
    await publisher.flush();
    await subscriber.flush();
    expect(received).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it('still answers requests and flushes', async () => {
    const subject = uniqueName('echo');
    subscriber.subscribe(subject, { callback: (_error, message) => message.respond(message.data) });
    await subscriber.flush();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, n) => publisher.request(subject, String(n), { timeout: 5000 })));
    expect(replies.map((reply) => reply.string())).toEqual(Array.from({ length: 20 }, (_, n) => String(n)));
  });
});

/** A free TCP port on this host. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('NATS credentials in the URL', () => {
  it('are taken out of the address and given as user and password, percent-decoded', () => {
    expect(natsServerAndUser('nats://giftcard:12%3A4%40x@nats:4222')).toEqual({ servers: 'nats://nats:4222', user: 'giftcard', pass: '12:4@x' });
    expect(natsServerAndUser('nats://nats:4222')).toEqual({ servers: 'nats://nats:4222' });
  });

  it('sign in to a server that requires a user, which refuses a connection without one', async () => {
    const port = await freePort();
    const server = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '--user', 'giftcard', '--pass', 'x9secret'], { stdio: 'ignore' });
    try {
      const nc = await connectNats(`nats://giftcard:x9secret@127.0.0.1:${port}`);
      const subject = uniqueName('signed-in');
      nc.subscribe(subject, { callback: (_error, message) => message.respond(message.data) });
      expect((await nc.request(subject, 'hello', { timeout: 5000 })).string()).toBe('hello');
      await nc.close();
      await expect(connect({ servers: `nats://127.0.0.1:${port}`, maxReconnectAttempts: 0 })).rejects.toThrow(/authorization/i);
    } finally {
      server.kill();
    }
  });
});
