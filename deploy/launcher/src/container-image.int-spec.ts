import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '@gv/proto';
import { createGiftCard, createSignedInAdmin } from '../../../test/api';
import { engines, eventually, uniqueName } from '../../../test/engines';
import { freePort, NatsServerProcess } from '../../../test/peers';
import { launcherDist } from '../../../test/platform-processes';
import { requireBuilt } from '../../../test/built';
import { createTestDatabase } from '../../../test/postgres';
import { startS3Peer, type S3Peer } from '../../../test/s3';
import { ApiClient } from './http-client';

const ROOT = new URL('../../../', import.meta.url).pathname;
const IMAGE = 'localhost/giftcard-vault:image-test';
/** deploy/image/make-base-image.sh's base, for a machine that cannot pull the official one. */
const BASE_IMAGE = 'localhost/giftcard-vault-base:node24';
/** The uncompressed size the image must stay under: a node pulls it on every new replica. */
const MAX_IMAGE_MB = 300;
/** This machine's own certificate authorities (its TLS-inspecting proxy): the build may use them, the image must not hold them. */
const MACHINE_CA_DIR = '/usr/local/share/ca-certificates';
const MACHINE_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
/** The services run from the image; the others run as local processes beside them. */
const IN_IMAGE: ServiceName = 'catalog';

const buildahInstalled = (() => {
  try {
    execFileSync('buildah', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const skipReason =
  process.env.IMAGE_TEST !== '1'
    ? 'set IMAGE_TEST=1 to build and run the image (about 10 minutes)'
    : !buildahInstalled
      ? 'buildah is missing: bash deploy/image/make-base-image.sh installs it'
      : undefined;
if (!skipReason) requireBuilt(`${launcherDist}service-process.js`, `${launcherDist}all-in-one.js`);

const buildah = (...args: string[]) => execFileSync('buildah', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

/** buildah's human size ("231 MB") in bytes. */
function parseSize(size: string): number {
  const [value, unit] = size.split(' ');
  return Number(value) * ({ B: 1, KB: 1e3, kB: 1e3, MB: 1e6, GB: 1e9 } as Record<string, number>)[unit];
}

/** What `expression` prints, evaluated by Node in `container` (the image has no shell). */
const inImage = (container: string, expression: string) => buildah('run', '--isolation', 'chroot', container, '--', 'node', '-p', expression);

/** The process ids under `pid`, deepest first: what `buildah run` started inside the container. */
function descendants(pid: number): number[] {
  let listed = '';
  try {
    listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when the process has no children.
  }
  return listed.split('\n').map(Number).filter(Boolean).flatMap((child) => [...descendants(child), child]);
}

/**
 * deploy/Dockerfile built with buildah (chroot isolation: this machine cannot pull images nor run an OCI runtime), then
 * the gateway and one service run from the image on the host's network, against the local PostgreSQL, NATS and Redis,
 * with the other services as local processes.
 */
(skipReason ? describe.skip : describe)(`the container image${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let nats: NatsServerProcess;
  let s3: S3Peer;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const containers: string[] = [];
  const running: ChildProcess[] = [];
  let url: string;
  let env: Record<string, string>;
  let healthPorts: Record<'gateway' | ServiceName, number>;

  /** Runs `command` in a new container of the image with `env`; the container is removed after the tests. */
  function runInImage(command: string[], extraEnv: Record<string, string>): ChildProcess {
    const container = buildah('from', '--pull=false', IMAGE);
    containers.push(container);
    const envArgs = Object.entries({ ...env, ...extraEnv }).flatMap(([name, value]) => ['--env', `${name}=${value}`]);
    const child = spawn('buildah', ['run', '--isolation', 'chroot', '--network', 'host', ...envArgs, container, '--', ...command], { cwd: ROOT, stdio: 'ignore' });
    running.push(child);
    return child;
  }

  beforeAll(async () => {
    execFileSync('bash', ['deploy/image/make-base-image.sh', BASE_IMAGE], { cwd: ROOT, stdio: 'ignore' });
    // Docker's format keeps HEALTHCHECK (the OCI format has no field for it). The machine's CA bundle is a build secret: npm ci sees it, no layer keeps it.
    const secret = existsSync(MACHINE_CA_BUNDLE) ? ['--secret', `id=build-ca,src=${MACHINE_CA_BUNDLE}`] : [];
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    buildah('build', '--isolation', 'chroot', '--format', 'docker', '--layers', '--build-arg', `BASE_IMAGE=${BASE_IMAGE}`, '--build-arg', `GIT_COMMIT=${commit}`, ...secret, '-t', IMAGE, '-f', 'deploy/Dockerfile', '.');
    [nats, s3, database] = await Promise.all([NatsServerProcess.start(), startS3Peer(), createTestDatabase()]);
    dataDir = mkdtempSync(join(tmpdir(), 'gv-image-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    healthPorts = { gateway: await freePort(), [IN_IMAGE]: await freePort() } as typeof healthPorts;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      REDIS_URL: engines.redisUrl,
      // The gateway stores an uploaded image and the catalog service checks it: they share S3, as in production.
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      KEY_PREFIX: `${uniqueName('gvtest')}:`,
      SECRET_KEY: 'image-test-secret-key-0123456789abcdef',
      LOG_LEVEL: 'error',
    };
    runInImage(['node', 'deploy/launcher/dist/gateway-process.js'], { HEALTH_PORT: String(healthPorts.gateway) });
    runInImage(['node', 'deploy/launcher/dist/service-process.js', IN_IMAGE], { HEALTH_PORT: String(healthPorts[IN_IMAGE]) });
    // Mail goes to .eml files under dataDir, where the sign-up reads its one-time code.
    for (const name of SERVICE_NAMES.filter((service) => service !== IN_IMAGE)) {
      running.push(spawn(process.execPath, [`${launcherDist}service-process.js`, name], { env: { ...process.env, ...env, DATA_DIR: dataDir }, stdio: 'ignore' }));
    }
    await eventually(async () => (await new ApiClient(url).get('/api/health')).status === 200, 180_000, 500);
  }, 1_500_000);

  afterAll(async () => {
    for (const child of running) {
      for (const pid of child.pid ? [...descendants(child.pid), child.pid] : []) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
    }
    if (containers.length) buildah('rm', ...containers);
    await Promise.all([nats?.destroy(), s3?.close(), database?.drop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('is built from the base image argument, runs as an unprivileged user and holds Node and production dependencies only', () => {
    const config = JSON.parse(buildah('inspect', '--type', 'image', IMAGE));
    expect(config.Docker.config.User).toBe('node');
    expect(config.Docker.config.Healthcheck.Test).toEqual(['CMD', 'node', 'deploy/launcher/dist/healthcheck.js']);
    const container = buildah('from', '--pull=false', IMAGE);
    containers.push(container);
    expect(inImage(container, 'process.getuid()')).toBe('1000');
    // The code belongs to root; DATA_DIR alone is the process's own.
    const owner = (path: string) => inImage(container, `require('fs').statSync('${path}').uid`);
    expect(owner('deploy/launcher/dist/gateway-process.js')).toBe('0');
    expect(owner('.data')).toBe('1000');
    const exists = (path: string) => inImage(container, `require('fs').existsSync('${path}')`);
    expect(exists('node_modules/jest')).toBe('false');
    expect(exists('node_modules/dependency-cruiser')).toBe('false');
    expect(exists('node_modules/@nestjs/core')).toBe('true');
    // Browser libraries are the web workspace's devDependencies: the built SPA is in the image, they are not.
    for (const browserOnly of ['highcharts', 'react-dom', 'vite']) expect(exists(`node_modules/${browserOnly}`)).toBe('false');
    expect(exists('web/dist/index.html')).toBe('true');
    // No distribution: no shell, no package manager, no npm.
    for (const tool of ['/bin/sh', '/usr/bin/apt-get', '/usr/bin/dpkg', '/usr/local/bin/npm']) expect(exists(tool)).toBe('false');
  });

  it(`is at most ${MAX_IMAGE_MB} MB uncompressed`, () => {
    const [image] = JSON.parse(buildah('images', '--json', IMAGE)) as { size: string }[];
    const bytes = parseSize(image.size);
    process.stdout.write(`${IMAGE}: ${(bytes / 1e6).toFixed(0)} MB uncompressed (buildah images: ${image.size})\n`);
    expect(bytes / 1e6).toBeLessThanOrEqual(MAX_IMAGE_MB);
  });

  it("trusts the distribution's certificate authorities only: no machine CA, no NODE_EXTRA_CA_CERTS", () => {
    const config = JSON.parse(buildah('inspect', '--type', 'image', IMAGE));
    expect((config.Docker.config.Env as string[]).filter((entry) => entry.startsWith('NODE_EXTRA_CA_CERTS'))).toEqual([]);
    const container = buildah('from', '--pull=false', IMAGE);
    containers.push(container);
    expect(inImage(container, `require('fs').existsSync('${MACHINE_CA_DIR}')`)).toBe('false');
    const bundle = inImage(container, `require('fs').readFileSync('${MACHINE_CA_BUNDLE}', 'utf8')`);
    const machineCas = existsSync(MACHINE_CA_DIR) ? readdirSync(MACHINE_CA_DIR).filter((file) => file.endsWith('.crt')) : [];
    for (const file of machineCas) {
      const body = readFileSync(join(MACHINE_CA_DIR, file), 'utf8').replace(/-----[A-Z ]+-----|\s/g, '');
      expect(bundle.replace(/-----[A-Z ]+-----|\s/g, '')).not.toContain(body.slice(0, 200));
    }
  });

  it('serves a healthy platform and its HEALTHCHECK passes for the gateway and the service', async () => {
    const api = new ApiClient(url);
    const health = (await api.get('/api/health')).body;
    expect(health.ok).toBe(true);
    expect(health).toMatchObject({ version: JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version, commit: expect.stringMatching(/^[0-9a-f]{12}$/) });
    for (const [role, port] of Object.entries(healthPorts)) {
      const container = containers[role === 'gateway' ? 0 : 1];
      expect(() => buildah('run', '--isolation', 'chroot', '--network', 'host', '--env', `HEALTH_PORT=${port}`, container, '--', 'node', 'deploy/launcher/dist/healthcheck.js')).not.toThrow();
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    }
  });

  it('lists a card created through the gateway and the service in the image on the public storefront', async () => {
    const { api, businessSlug } = await createSignedInAdmin({ url, dataDir }, 'Image Diner');
    const created = await createGiftCard(api, { giftCardName: 'Image Tea' });
    expect(created.status).toBe(201);
    const list = await new ApiClient(url).get(`/api/v1/public/giftcards?businessSlug=${businessSlug}`);
    expect(list.status).toBe(200);
    expect(list.body.giftCards.map((card: { giftCardName: string }) => card.giftCardName)).toEqual(['Image Tea']);
  });
});
