import { Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { databaseEnvs } from '../../../test/databases';
import { serviceAlone } from '../../../test/service-alone';

const calls = { bootstrap: 0, shutdown: 0 };

@Injectable()
class LifecycleProbe implements OnApplicationBootstrap, OnApplicationShutdown {
  onApplicationBootstrap(): void {
    calls.bootstrap++;
  }
  onApplicationShutdown(): void {
    calls.shutdown++;
  }
}

@Module({ providers: [LifecycleProbe] })
class ProbeModule {}

const [, pglite] = databaseEnvs[0];

describe('a hosted service', () => {
  const { service } = serviceAlone({ name: 'wallet', module: ProbeModule, migrations: [] }, pglite, 'gv-host-');

  it('runs its providers\' bootstrap hook once (a job worker started there works once), and their shutdown hook on close', async () => {
    expect(calls.bootstrap).toBe(1);
    await service().close();
    expect(calls.shutdown).toBe(1);
  });
});
