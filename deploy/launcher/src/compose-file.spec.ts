import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '@gv/proto';

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
  volumes?: string[];
}

const compose = parse(readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const ENGINES = ['postgres', 'nats', 'redis', 'minio', 'mailpit'];
const APP_ROLES = ['gateway', ...SERVICE_NAMES];

/** The mount point of a named volume in a service, e.g. natsdata:/data → /data. */
function namedVolumeMounts(service: ComposeService): string[] {
  return (service.volumes ?? [])
    .map((volume) => volume.split(':'))
    .filter(([name]) => name in compose.volumes)
    .map(([, target]) => target);
}

/** The value after `flag` in a command, e.g. ['-sd', '/data'] → /data. */
const argument = (command: string[] | undefined, flag: string) => command?.[command.indexOf(flag) + 1];

describe('docker-compose.yml', () => {
  it('runs the gateway and every service from one image, each with a healthcheck of its own process', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(APP_ROLES));
    const images = new Set(APP_ROLES.map((role) => services[role].image));
    expect(images.size).toBe(1);
    for (const role of APP_ROLES) {
      expect(services[role].build).toEqual(services.gateway.build);
      expect(services[role].healthcheck?.test).toEqual(['CMD', 'node', 'deploy/launcher/dist/healthcheck.js']);
    }
    expect(services.gateway.command).toEqual(['node', 'deploy/launcher/dist/gateway-process.js']);
    for (const name of SERVICE_NAMES) expect(services[name].command).toEqual(['node', 'deploy/launcher/dist/service-process.js', name]);
  });

  it('starts an app process only once every engine reports healthy', () => {
    for (const engine of ENGINES) expect(services[engine].healthcheck?.test?.length).toBeGreaterThan(1);
    for (const role of APP_ROLES) {
      for (const engine of ENGINES) expect(services[role].depends_on?.[engine]).toEqual({ condition: 'service_healthy' });
    }
  });

  it('keeps queued jobs across a Redis restart: append-only file synced every second, on a volume', () => {
    const command = services.redis.command;
    expect(argument(command, '--appendonly')).toBe('yes');
    expect(argument(command, '--appendfsync')).toBe('everysec');
    expect(namedVolumeMounts(services.redis)).toContain('/data');
  });

  it('keeps JetStream streams and consumers on a volume, and the database on one', () => {
    const command = services.nats.command;
    expect(command).toContain('-js');
    expect(namedVolumeMounts(services.nats)).toContain(argument(command, '-sd'));
    expect(namedVolumeMounts(services.postgres)).toContain('/var/lib/postgresql/data');
  });
});
