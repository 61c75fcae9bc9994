import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { SERVICE_NAMES } from '@gv/proto';
import { ignored, parseDockerignore } from './image-context';

const ROOT = new URL('../../../', import.meta.url).pathname;

interface ComposeService {
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  build?: unknown;
  command?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
  volumes?: string[];
}

const composeText = readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');
const compose = parse(composeText, { merge: true }) as {
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

  it('runs the Square emulator for test mode from the same image, its payments on a volume, at every process SQUARE_EMULATOR_URL', () => {
    const emulator = services['square-emulator'];
    expect(emulator.image).toBe(services.gateway.image);
    expect(emulator.command?.slice(0, 2)).toEqual(['node', 'emulators/square/dist/main.js']);
    expect(namedVolumeMounts(emulator)).toContain(dirname(argument(emulator.command, '--state-file')!));
    const url = new URL(services.gateway.environment!.SQUARE_EMULATOR_URL);
    expect([url.hostname, url.port]).toEqual(['square-emulator', argument(emulator.command, '--port')]);
    expect(emulator.healthcheck?.test?.join(' ')).toContain(`127.0.0.1:${url.port}/emulator/stats`);
    for (const role of APP_ROLES) expect(services[role].depends_on?.['square-emulator']).toEqual({ condition: 'service_healthy' });
  });

  it('publishes only the gateway to the network; the mail and MinIO consoles on 127.0.0.1', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name).sort()).toEqual(['gateway', 'mailpit', 'minio']);
    expect(services.minio.ports).toEqual(['127.0.0.1:9001:9001']);
    expect(services.mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
  });

  it('has no default credentials: each comes from .env, with a clear error when missing', () => {
    expect(composeText).not.toMatch(/minioadmin|postgres:postgres@|POSTGRES_PASSWORD: postgres/);
    for (const name of ['SECRET_KEY', 'POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD']) {
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}(:?[?:-])?([^}]*)\\}`, 'g'))];
      expect(uses.length).toBeGreaterThan(0);
      for (const [, operator, message] of uses) expect([operator, message]).toEqual([':?', expect.stringContaining('.env')]);
    }
    const app = services.gateway.environment!;
    const minio = services.minio.environment!;
    for (const value of [app.S3_ACCESS_KEY, minio.MINIO_ROOT_USER]) expect(value).toMatch(/^\$\{MINIO_ROOT_USER:\?/);
    for (const value of [app.S3_SECRET_KEY, minio.MINIO_ROOT_PASSWORD]) expect(value).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?/);
  });

  it('keeps .env out of git and out of the image', () => {
    const ignoredByGit = execFileSync('git', ['check-ignore', '--no-index', '.env', '.env.local'], { cwd: ROOT, encoding: 'utf8' });
    expect(ignoredByGit.trim().split('\n')).toEqual(['.env', '.env.local']);
    const rules = parseDockerignore(readFileSync(join(ROOT, '.dockerignore'), 'utf8'));
    expect([ignored(rules, '.env'), ignored(rules, 'services/orders/src/.env')]).toEqual([true, true]);
  });
});
