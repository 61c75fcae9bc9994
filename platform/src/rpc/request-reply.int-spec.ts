import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { engines, eventually, uniqueName } from '../../../test/engines';
import { DomainError, RemoteError, ValidationError } from '../errors';
import { isUnavailable, UNAVAILABLE } from '../unavailable';
import { currentRequestId, withRequestId } from '../logging';
import { InProcessRpcHub, InProcessRpcServer } from './in-process-transport';
import { NatsRpcClient, natsServerOptions } from './nats-rpc';
import { RpcClient, type RpcTransport } from './rpc-client';
import { RpcHandler } from './rpc-handler';

/** Subjects of this run only, so a platform running on the same NATS never answers. */
const subject = uniqueName('rpctest');
const ECHO = `${subject}.echo`;
const REJECT = `${subject}.reject`;
const CRASH = `${subject}.crash`;
const ENGINE_DOWN = `${subject}.engine-down`;
const SLOW = `${subject}.slow`;

/** Which replica answered each echo, to show that replicas share the work. */
const answeredBy: string[] = [];
/** Every slow call a handler has taken, as it starts: what a test waits on before it times out or closes a replica. */
const slowCalls: { replica: string; ms: number }[] = [];

function echoHandlers(replica: string) {
  @Controller()
  class EchoHandlers {
    @RpcHandler(ECHO)
    async echo(body: unknown) {
      answeredBy.push(replica);
      return { body, requestId: currentRequestId() };
    }

    @RpcHandler(REJECT)
    async reject(body: { kind: string }) {
      if (body.kind === 'validation') throw new ValidationError({ email: 'Please enter a valid email address' });
      throw new DomainError('BUSINESS.NOT_APPROVED', 'Your business is not approved yet');
    }

    @RpcHandler(CRASH)
    async crash(): Promise<never> {
      throw new Error('connection to db-internal:5432 refused, password hunter2');
    }

    @RpcHandler(ENGINE_DOWN)
    async engineDown(): Promise<never> {
      throw new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });
    }

    @RpcHandler(SLOW)
    async slow(body: { ms: number }) {
      slowCalls.push({ replica, ms: body.ms });
      // Test data, not a wait: the handler's own work takes as long as the caller asks.
      await new Promise((resolve) => setTimeout(resolve, body.ms));
      return 'late';
    }
  }
  @Module({ controllers: [EchoHandlers] })
  class EchoModule {}
  return EchoModule;
}

interface Transport {
  client: RpcTransport;
  replicas: number;
  close(): Promise<void>;
}

async function startServers(replicas: number, options: (replica: number) => Parameters<typeof NestFactory.createMicroservice>[1]) {
  const apps: INestMicroservice[] = [];
  for (let replica = 0; replica < replicas; replica++) {
    const app = await NestFactory.createMicroservice(echoHandlers(`replica-${replica}`), { ...options(replica), logger: false });
    await app.listen();
    apps.push(app);
  }
  return apps;
}

/** `replicas` echo servers in the NATS queue group `queueGroup`, and a client waiting `timeoutMs` for each reply. */
async function natsReplicas(replicas: number, queueGroup: string, timeoutMs: number) {
  const apps = await startServers(replicas, () => natsServerOptions(engines.natsUrl, queueGroup));
  return { apps, client: new NatsRpcClient(engines.natsUrl, timeoutMs) };
}

const transports: [string, () => Promise<Transport>][] = [
  [
    'in-process',
    async () => {
      const hub = new InProcessRpcHub();
      const apps = await startServers(1, () => ({ strategy: new InProcessRpcServer(hub) }));
      return { client: hub, replicas: 1, close: async () => void (await Promise.all(apps.map((app) => app.close()))) };
    },
  ],
  [
    'NATS, two replicas in one queue group',
    async () => {
      const { apps, client } = await natsReplicas(2, 'rpctest', 10_000);
      return {
        client,
        replicas: 2,
        async close() {
          await client.close();
          await Promise.all(apps.map((app) => app.close()));
        },
      };
    },
  ],
];

describe.each(transports)('request-reply over %s', (_name, start) => {
  let transport: Transport;
  let client: RpcTransport;

  beforeAll(async () => {
    transport = await start();
    client = transport.client;
  });

  afterAll(() => transport?.close());

  beforeEach(() => {
    answeredBy.length = 0;
  });

  it("returns the handler's value for the body, and the handler sees the caller's request id", async () => {
    const body = { name: 'Café Lumière', amountCents: 2500, tags: ['food'], nested: { ok: true, none: null } };
    const reply = await withRequestId('req-rpc-1', () => client.send(ECHO, body));
    expect(reply).toEqual({ body, requestId: 'req-rpc-1' });
  });

  it('answers every one of many concurrent calls with its own reply, each handled once', async () => {
    const replies = await Promise.all(Array.from({ length: 200 }, (_, n) => client.send(ECHO, { n }) as Promise<{ body: { n: number } }>));
    expect(replies.map((reply) => reply.body.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(answeredBy).toHaveLength(200);
    // Replicas share one queue group: together they answered each call once, and each took a share.
    expect(new Set(answeredBy).size).toBe(transport.replicas);
  });

  it("turns a domain error into a RemoteError carrying the service's code, message and fields", async () => {
    const validation = await client.send(REJECT, { kind: 'validation' }).catch((error: unknown) => error);
    expect(validation).toBeInstanceOf(RemoteError);
    expect((validation as RemoteError).body).toEqual({
      code: 'VALIDATION.FAILED',
      message: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
    const forbidden = await client.send(REJECT, { kind: 'domain' }).catch((error: unknown) => error);
    expect((forbidden as RemoteError).body).toMatchObject({ code: 'BUSINESS.NOT_APPROVED', message: 'Your business is not approved yet' });
  });

  it('answers an unexpected failure as an internal error without its details', async () => {
    const error = await client.send(CRASH, {}).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(RemoteError);
    expect((error as RemoteError).body).toEqual({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
    expect(JSON.stringify((error as RemoteError).body)).not.toContain('hunter2');
  });

  it('answers a failure to reach an engine as briefly unavailable, which the gateway answers 503', async () => {
    const error = await client.send(ENGINE_DOWN, {}).catch((failure: unknown) => failure);
    expect((error as RemoteError).body).toEqual(UNAVAILABLE);
  });

  it('callOr answers the fallback, given the error, when the call fails, and the reply when it does not', async () => {
    // The test's patterns are not in proto's RpcMap: the typed client is used untyped here.
    const rpc = new RpcClient(client) as unknown as { callOr(pattern: string, body: unknown, fallback: (error: unknown) => unknown): Promise<unknown> };
    expect(await rpc.callOr(CRASH, {}, (error) => ({ fellBack: (error as RemoteError).body.code }))).toEqual({ fellBack: 'INTERNAL' });
    expect(await rpc.callOr(ECHO, { n: 1 }, () => 'fallback')).toMatchObject({ body: { n: 1 } });
  });

  it('carries a notice to every listener of its subject and to none of another, and none to a listener that stopped', async () => {
    const NOTICE = `${subject}.notice`;
    const heard: string[] = [];
    const stopFirst = client.listen(NOTICE, (body) => heard.push(`first ${JSON.stringify(body)}`));
    const stopSecond = client.listen(NOTICE, (body) => heard.push(`second ${JSON.stringify(body)}`));
    const stopOther = client.listen(`${subject}.other-notice`, (body) => heard.push(`other ${JSON.stringify(body)}`));
    client.publish(NOTICE, { businessSlugs: ['harbor'], xid: '42' });
    await eventually(() => heard.length === 2);
    stopFirst();
    client.publish(NOTICE, { n: 2 });
    await eventually(() => heard.length === 3);
    stopSecond();
    stopOther();
    expect(heard.sort()).toEqual(['first {"businessSlugs":["harbor"],"xid":"42"}', 'second {"businessSlugs":["harbor"],"xid":"42"}', 'second {"n":2}']);
  });

  it('fails at once for a pattern nobody serves, instead of waiting for a timeout', async () => {
    const failure = await client.send(`${subject}.nobody`, {}).catch((error: Error) => error);
    // Told by the transport that nobody serves it (NATS: no responders), not given up on after the timeout.
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/no handler|no responders/i);
    expect((failure as Error).message).not.toMatch(/no reply within/);
  });
});

describe('request-reply over NATS, timeouts', () => {
  it('rejects a call whose reply does not come within the timeout, and later calls still work', async () => {
    slowCalls.length = 0;
    const { apps, client } = await natsReplicas(1, 'rpctest-timeout', 1_000);
    try {
      const late = await client.send(SLOW, { ms: 3_000 }).catch((error: unknown) => error);
      expect(late).toEqual(new Error(`${SLOW}: no reply within 1000 ms`));
      expect(isUnavailable(late)).toBe(true);
      // The request did reach the handler: it was its answer that did not come in time.
      await eventually(() => slowCalls.some((call) => call.ms === 3_000));
      await expect(client.send(SLOW, { ms: 10 })).resolves.toBe('late');
    } finally {
      await client.close();
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

describe('notices over NATS, a process closing', () => {
  it('drops a notice published, or a listener stopped, after the connection closed, instead of failing the process', async () => {
    const client = new NatsRpcClient(engines.natsUrl);
    const stop = client.listen(`${subject}.late-notice`, () => undefined);
    await client.close();
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      client.publish(`${subject}.late-notice`, { n: 1 });
      stop();
      // Node reports a rejection left unhandled once the turn that made it has run: the next turn sees any.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

describe('request-reply over NATS, a replica closing', () => {
  it('answers the requests it holds, while the queue group\'s other member takes the new ones', async () => {
    slowCalls.length = 0;
    const { apps, client } = await natsReplicas(2, 'rpctest-drain', 10_000);
    try {
      const held = Array.from({ length: 20 }, () => client.send(SLOW, { ms: 500 }));
      // Every held request is in a handler's hands, some in the replica about to close.
      await eventually(() => slowCalls.length === 20);
      expect(slowCalls.some((call) => call.replica === 'replica-0')).toBe(true);
      const closing = apps[0].close();
      const sentWhileClosing = Array.from({ length: 20 }, () => client.send(SLOW, { ms: 10 }));
      await closing;
      expect(await Promise.all([...held, ...sentWhileClosing])).toEqual(Array(40).fill('late'));
    } finally {
      await client.close();
      await apps[1].close();
    }
  });
});
