import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { IdentityRpc } from '@gv/proto';
import { engines, eventually, uniqueName } from '../../../test/engines';
import { NatsRpcClient, natsServerOptions } from './nats-rpc';
import { RpcHandler } from './rpc-handler';

/** A deployment's identity service: answers its own ping with its name (the real subject and queue group of every deployment). */
function identityOf(deployment: string) {
  @Controller()
  class Identity {
    @RpcHandler(IdentityRpc.ping)
    ping() {
      return { deployment };
    }
  }
  @Module({ controllers: [Identity] })
  class IdentityModule {}
  return IdentityModule;
}

/**
 * Two deployments on one NATS: each service's subjects are the same and its replicas share a queue group named after
 * the service, so without NATS_SUBJECT_PREFIX one deployment's requests are answered by the other's replicas.
 */
describe('NATS_SUBJECT_PREFIX: two platforms on one NATS', () => {
  const prefixes = { blue: uniqueName('blue'), green: uniqueName('green') };
  const servers: INestMicroservice[] = [];
  const clients: NatsRpcClient[] = [];
  const clientOf = (prefix: string, timeoutMs = 10_000) => {
    const client = new NatsRpcClient(engines.natsUrl, timeoutMs, prefix);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    for (const [deployment, prefix] of Object.entries(prefixes)) {
      const app = await NestFactory.createMicroservice(identityOf(deployment), { ...natsServerOptions(engines.natsUrl, 'identity', prefix), logger: false });
      await app.listen();
      servers.push(app);
    }
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all(servers.map((server) => server.close()));
  });

  it("answers each platform's requests by its own services only", async () => {
    for (const [deployment, prefix] of Object.entries(prefixes)) {
      const client = clientOf(prefix);
      const answers = await Promise.all(Array.from({ length: 20 }, () => client.send(IdentityRpc.ping, undefined)));
      expect(new Set(answers.map((answer) => (answer as { deployment: string }).deployment))).toEqual(new Set([deployment]));
    }
  });

  it('leaves a request under another prefix unanswered', async () => {
    await expect(clientOf(uniqueName('other'), 1_000).send(IdentityRpc.ping, undefined)).rejects.toThrow();
  });

  it("keeps notices within a platform: a listener hears its own platform's notices only", async () => {
    const [blue, green] = [clientOf(prefixes.blue), clientOf(prefixes.green)];
    const heard: string[] = [];
    const stopBlue = blue.listen('catalog.changed', (body) => heard.push(`blue heard ${(body as { from: string }).from}`));
    const stopGreen = green.listen('catalog.changed', (body) => heard.push(`green heard ${(body as { from: string }).from}`));
    // Subscriptions are set up asynchronously: each platform publishes until its own listener has heard it.
    for (const [name, client] of [['blue', blue], ['green', green]] as const) {
      await eventually(() => {
        client.publish('catalog.changed', { from: name });
        return heard.includes(`${name} heard ${name}`);
      });
    }
    expect(new Set(heard)).toEqual(new Set(['blue heard blue', 'green heard green']));
    stopBlue();
    stopGreen();
  });
});
