import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { platformEnvSchema } from '@gv/platform';
import { SERVICE_NAMES } from '@gv/proto';
import { K8S_DIR, kubectlInstalled, kubectlKustomize, kustomize, type K8sObject } from '../../../test/kustomize';
import { reaches, type Endpoint } from '../../../test/network-policy';
import { PROMETHEUS_OPERATOR_SCHEMAS, schemaProblems } from '../../../test/prometheus-operator-schemas';
import { PROMETHEUS_RULE_FILE, prometheusRuleYaml, REGENERATE } from '../../../test/prometheus-rule';

/** The schema of each kind the manifests may hold, from the Kubernetes (and KEDA) OpenAPI definitions. */
const MODELS: Record<string, { validate(): void } & (new (object: any) => { validate(): void })> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
} as never;

const OVERLAYS = ['small', 'production'];
const APP_ROLES = ['gateway', ...SERVICE_NAMES];
/** The services that work queued events and jobs, scaled on the work waiting for them as well as on CPU. */
const QUEUE_SCALED = ['notifications', 'analytics'];
const SECRET = 'giftcard-vault-secrets';
/** What deploy/README.md tells the operator to put in the secret. */
const SECRET_KEYS = ['DATABASE_URL', 'SECRET_KEY', 'NATS_PASSWORD', 'REDIS_PASSWORD', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET', 'SMTP_URL'];

const render = (overlay: string) => kustomize(join(K8S_DIR, 'overlays', overlay));
const id = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;
const workloads = (objects: K8sObject[]) => objects.filter((object) => object.kind === 'Deployment' || object.kind === 'StatefulSet');
/** Every object that makes pods: the long-running workloads and the migrations Job. */
const podMakers = (objects: K8sObject[]) => objects.filter((object) => ['Deployment', 'StatefulSet', 'Job'].includes(object.kind));
const config = (objects: K8sObject[]) => objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'giftcard-vault-config')!;
const podLabels = (workload: K8sObject): Record<string, string> => workload.spec.template.metadata.labels;
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.entries(selector).every(([key, value]) => labels[key] === value);

/** What the platform's operators rely on in every rendered setup; each problem is one sentence. */
function problems(objects: K8sObject[]): string[] {
  const found: string[] = [];
  const names = new Set(objects.map(id));
  for (const workload of workloads(objects)) {
    for (const container of workload.spec.template.spec.containers) {
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
        if (!container[probe]) found.push(`${id(workload)} ${container.name} has no ${probe}`);
      }
      for (const bound of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) {
          if (!container.resources?.[bound]?.[resource]) found.push(`${id(workload)} ${container.name} has no ${resource} ${bound}`);
        }
      }
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef && !names.has(`ConfigMap/${source.configMapRef.name}`)) found.push(`${id(workload)} reads a missing ConfigMap ${source.configMapRef.name}`);
        if (source.secretRef && source.secretRef.name !== SECRET) found.push(`${id(workload)} reads an undocumented Secret ${source.secretRef.name}`);
      }
    }
    const budgets = objects.filter((object) => object.kind === 'PodDisruptionBudget' && selects(object.spec.selector.matchLabels, podLabels(workload)));
    if (budgets.length !== 1) found.push(`${id(workload)} has ${budgets.length} PodDisruptionBudgets`);
  }
  for (const maker of podMakers(objects)) {
    const pod = maker.spec.template.spec;
    if (pod.automountServiceAccountToken !== false) found.push(`${id(maker)} mounts a service account token`);
    if (!pod.securityContext?.runAsNonRoot) found.push(`${id(maker)} may run as root`);
    for (const container of pod.containers) {
      const { readOnlyRootFilesystem, allowPrivilegeEscalation } = container.securityContext ?? {};
      if (readOnlyRootFilesystem !== true) found.push(`${id(maker)} ${container.name} has a writable root filesystem`);
      if (allowPrivilegeEscalation !== false) found.push(`${id(maker)} ${container.name} allows privilege escalation`);
      // The platform's own image is set by the overlay (kustomize edit set image); every other one by a version tag.
      if (container.image !== 'giftcard-vault' && !/:v?\d+\.\d+\.\d+/.test(container.image)) found.push(`${id(maker)} ${container.name} image ${container.image} is not pinned to a version`);
      for (const name of undefinedReferences(objects, container)) found.push(`${id(maker)} ${container.name} refers to $(${name}), which nothing defines`);
    }
  }
  for (const deployment of objects.filter((object) => object.kind === 'Deployment' && object.metadata.labels?.['app.kubernetes.io/name'] === 'giftcard-vault')) {
    const scalers = objects.filter(
      (object) => (object.kind === 'HorizontalPodAutoscaler' || object.kind === 'ScaledObject') && object.spec.scaleTargetRef.name === deployment.metadata.name,
    );
    if (scalers.length !== 1) found.push(`${id(deployment)} has ${scalers.length} autoscalers`);
    const onCpu = scalers.some((scaler) =>
      scaler.kind === 'ScaledObject'
        ? scaler.spec.triggers.some((trigger: { type: string }) => trigger.type === 'cpu')
        : scaler.spec.metrics.some((metric: { resource?: { name: string } }) => metric.resource?.name === 'cpu'),
    );
    if (!onCpu) found.push(`${id(deployment)} is not scaled on CPU`);
  }
  return found;
}

/** The container's environment as Kubernetes gives it: envFrom's config map keys and secret keys, then env's own. */
function environmentNames(objects: K8sObject[], container: any): string[] {
  const fromSources = (container.envFrom ?? []).flatMap((source: any) =>
    source.configMapRef ? Object.keys(objects.find((object) => id(object) === `ConfigMap/${source.configMapRef.name}`)?.data ?? {}) : source.secretRef?.name === SECRET ? SECRET_KEYS : [],
  );
  return [...fromSources, ...(container.env ?? []).map((variable: { name: string }) => variable.name)];
}

/** The $(NAME)s in a container's env values, command and args that its environment does not define (Kubernetes would leave them as text). */
function undefinedReferences(objects: K8sObject[], container: any): string[] {
  const defined = new Set(environmentNames(objects, container));
  const texts = [...(container.env ?? []).map((variable: { value?: string }) => variable.value ?? ''), ...(container.command ?? []), ...(container.args ?? [])];
  return texts.flatMap((text: string) => [...text.matchAll(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g)].map((match) => match[1]).filter((name) => !defined.has(name)));
}

/** What a process reads: the config map, a value for each secret key, and its env with every $(NAME) filled in. */
function processEnvironment(objects: K8sObject[], role: string): Record<string, string> {
  const env: Record<string, string> = { ...config(objects).data };
  for (const key of SECRET_KEYS) env[key] = key.endsWith('_URL') || key === 'S3_ENDPOINT' ? 'https://secret.example' : 'a0b1c2d3e4f5a6b7c8d9';
  for (const variable of container(objects, role).env ?? []) {
    if (variable.value !== undefined) env[variable.name] = variable.value.replace(/\$\((\w+)\)/g, (_: string, name: string) => env[name]);
  }
  return env;
}

function validateSchemas(objects: K8sObject[]): void {
  for (const object of objects) {
    const pinned = object.apiVersion === 'monitoring.coreos.com/v1' ? PROMETHEUS_OPERATOR_SCHEMAS[object.kind] : undefined;
    if (pinned) {
      const found = schemaProblems(pinned, object);
      if (found.length) throw new Error(`${id(object)}: ${found.join('; ')}`);
      continue;
    }
    const Model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!Model) throw new Error(`${id(object)}: no schema for ${object.apiVersion} ${object.kind}`);
    try {
      new Model(object).validate();
    } catch (error) {
      throw new Error(`${id(object)}: ${(error as Error).message}`);
    }
  }
}

const container = (objects: K8sObject[], name: string, kind = 'Deployment') =>
  objects.find((object) => object.kind === kind && object.metadata.name === name)!.spec.template.spec.containers[0];
const find = (objects: K8sObject[], kind: string, name: string) => objects.find((object) => object.kind === kind && object.metadata.name === name)!;
const appPod = (role: string): Endpoint => ({ pod: { 'app.kubernetes.io/name': 'giftcard-vault', 'app.kubernetes.io/component': role } });
const enginePod = (name: string): Endpoint => ({ pod: { 'app.kubernetes.io/name': name } });

/** Renders an overlay from a copy of deploy/k8s whose overlay parameters.yaml holds `data` (with both renderers where kubectl is). */
function renderWithParameters(overlay: string, data: Record<string, string>): K8sObject[][] {
  const copy = mkdtempSync(join(tmpdir(), 'gv-k8s-'));
  try {
    cpSync(K8S_DIR, copy, { recursive: true });
    const file = join(copy, 'overlays', overlay, 'parameters', 'parameters.yaml');
    const patch = parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...patch, data: { ...patch.data, ...data } }));
    const dir = join(copy, 'overlays', overlay);
    return kubectlInstalled ? [kustomize(dir), kubectlKustomize(dir)] : [kustomize(dir)];
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe.each(OVERLAYS)('deploy/k8s overlay %s', (overlay) => {
  const objects = render(overlay);

  it('holds only objects valid against the Kubernetes and KEDA schemas, and the Prometheus Operator objects against their pinned ones', () => {
    expect(() => validateSchemas(objects)).not.toThrow();
    expect(objects.filter((object) => object.apiVersion === 'monitoring.coreos.com/v1').map(id).sort()).toEqual(['PrometheusRule/giftcard-vault', 'ServiceMonitor/giftcard-vault']);
  });

  it('gives every process probes, resource requests and limits, a disruption budget, and an autoscaler on CPU; every pod is hardened', () => {
    expect(problems(objects)).toEqual([]);
  });

  it('runs the gateway and every service from the one image, probed on its own health port', () => {
    for (const role of APP_ROLES) {
      const app = container(objects, role);
      expect(app.image).toBe('giftcard-vault');
      expect(app.command).toEqual(role === 'gateway' ? ['node', 'deploy/launcher/dist/gateway-process.js'] : ['node', 'deploy/launcher/dist/service-process.js', role]);
      const healthPort = app.ports.find((port: { name: string }) => port.name === 'health').containerPort;
      expect(String(healthPort)).toBe(config(objects).data.HEALTH_PORT);
      expect(app.startupProbe.httpGet).toEqual({ path: '/readyz', port: 'health' });
      expect(app.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'health' });
      expect(app.livenessProbe.httpGet).toEqual({ path: '/livez', port: 'health' });
      // Migrations ran in the Job before the rollout: a start gets two minutes, not the five it had to migrate in.
      expect(app.startupProbe.periodSeconds * app.startupProbe.failureThreshold).toBeLessThanOrEqual(120);
    }
  });

  it('migrates every schema in a hardened Job from the same image and configuration before the processes roll out', () => {
    const job = find(objects, 'Job', 'giftcard-vault-migrate');
    const migrate = job.spec.template.spec.containers[0];
    expect(migrate.command).toEqual(['node', 'deploy/launcher/dist/migrate.js']);
    expect(migrate.image).toBe('giftcard-vault');
    expect(migrate.envFrom).toEqual(container(objects, 'orders').envFrom);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(job.metadata.annotations['argocd.argoproj.io/hook']).toBe('PreSync');
    // The apply recipe of deploy/README.md applies the config map and the Job first, by these labels.
    expect([config(objects), job].map((object) => object.metadata.labels['app.kubernetes.io/component'])).toEqual(['config', 'migrations']);
  });

  it('serves the gateway on HTTPS at the host of PUBLIC_URL, with a certificate from cert-manager, believing the ingress controller', () => {
    const ingress = find(objects, 'Ingress', 'gateway');
    const host = new URL(config(objects).data.PUBLIC_URL).host;
    expect(ingress.metadata.annotations['cert-manager.io/cluster-issuer']).toBeTruthy();
    expect(ingress.spec.tls).toEqual([{ hosts: [host], secretName: 'giftcard-vault-tls' }]);
    expect(ingress.spec.rules).toEqual([
      { host, http: { paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'gateway', port: { name: 'http' } } } }] } },
    ]);
    expect(find(objects, 'Service', 'gateway').spec.ports).toContainEqual({ name: 'http', port: 3000, targetPort: 'http' });
    expect(platformEnvSchema.parse(processEnvironment(objects, 'gateway')).TRUSTED_PROXIES).toBe(config(objects).data.TRUSTED_PROXIES);
  });

  it("takes the host from the overlay's one parameters file, and KEDA's stream, Redis address and key prefix from the processes' config map", () => {
    const parameters = { PUBLIC_URL: 'https://cards.bakery.test', BUS_STREAM: 'BAKERY_EVENTS', KEY_PREFIX: 'bakery:', REDIS_ADDRESS: 'redis.shared:6380' };
    for (const rendered of renderWithParameters(overlay, parameters)) {
      expect(config(rendered).data).toMatchObject(parameters);
      const ingress = find(rendered, 'Ingress', 'gateway');
      expect([ingress.spec.rules[0].host, ...ingress.spec.tls[0].hosts]).toEqual(['cards.bakery.test', 'cards.bakery.test']);
      const triggers = rendered.filter((object) => object.kind === 'ScaledObject').flatMap((scaler) => scaler.spec.triggers);
      const jetstream = triggers.filter((trigger) => trigger.type === 'nats-jetstream');
      expect(jetstream.length).toBeGreaterThan(0);
      for (const trigger of jetstream) expect(trigger.metadata.stream).toBe('BAKERY_EVENTS');
      expect(triggers.filter((trigger) => trigger.type === 'redis').map((trigger) => trigger.metadata)).toEqual([
        expect.objectContaining({ address: 'redis.shared:6380', listName: 'bakery:bull:notifications-email:wait' }),
      ]);
    }
  });

  it('signs every process in to NATS and Redis with the passwords of the secret, as the engines require, and KEDA to Redis too', () => {
    for (const role of APP_ROLES) {
      const env = platformEnvSchema.parse(processEnvironment(objects, role));
      expect(env.NATS_URL).toBe('nats://giftcard:a0b1c2d3e4f5a6b7c8d9@nats:4222');
      expect(env.REDIS_URL).toBe('redis://:a0b1c2d3e4f5a6b7c8d9@redis:6379');
    }
    const nats = container(objects, 'nats', 'StatefulSet');
    expect(nats.args.join(' ')).toContain('--user $(NATS_USER) --pass $(NATS_PASSWORD)');
    expect(nats.env).toContainEqual({ name: 'NATS_PASSWORD', valueFrom: { secretKeyRef: { name: SECRET, key: 'NATS_PASSWORD' } } });
    const redis = container(objects, 'redis', 'StatefulSet');
    expect(redis.args.join(' ')).toContain('--requirepass $(REDIS_PASSWORD)');
    expect(redis.env).toContainEqual({ name: 'REDISCLI_AUTH', valueFrom: { secretKeyRef: { name: SECRET, key: 'REDIS_PASSWORD' } } });
    const redisTrigger = find(objects, 'ScaledObject', 'notifications').spec.triggers.find((trigger: { type: string }) => trigger.type === 'redis');
    const authentication = find(objects, 'TriggerAuthentication', redisTrigger.authenticationRef.name);
    expect(authentication.spec.secretTargetRef).toEqual([{ parameter: 'password', name: SECRET, key: 'REDIS_PASSWORD' }]);
  });

  it('admits only the connections each pod needs: default deny, the gateway from the ingress controller, engines from the platform, metrics from Prometheus', () => {
    const can = (from: Endpoint, to: Endpoint, number: number, name?: string) => reaches(objects, from, to, { number, name });
    const controller: Endpoint = { namespace: 'ingress-nginx' };
    const prometheus: Endpoint = { namespace: 'monitoring' };
    const stranger: Endpoint = { namespace: 'default' };
    const keda: Endpoint = { namespace: 'keda' };
    const dns: Endpoint = { namespace: 'kube-system', pod: { 'k8s-app': 'kube-dns' } };
    expect(objects.find((object) => object.kind === 'NetworkPolicy' && object.metadata.name === 'default-deny')!.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });

    expect([can(controller, appPod('gateway'), 3000, 'http'), can(stranger, appPod('gateway'), 3000, 'http'), can(appPod('orders'), appPod('gateway'), 3000, 'http')]).toEqual([true, false, false]);
    // cert-manager's HTTP-01 solver, which it starts in this namespace to get the Ingress' certificate.
    const solver: Endpoint = { pod: { 'acme.cert-manager.io/http01-solver': 'true' } };
    expect([can(controller, solver, 8089), can(stranger, solver, 8089)]).toEqual([true, false]);
    for (const role of APP_ROLES) {
      const pod = appPod(role);
      expect([can(prometheus, pod, 9464, 'metrics'), can(stranger, pod, 9464, 'metrics'), can(controller, pod, 9464, 'metrics')]).toEqual([true, false, false]);
      // The services answer over NATS only: no pod opens a connection to one, but the kubelet's probes.
      for (const other of APP_ROLES) if (other !== role) expect(can(appPod(other), pod, 3000, 'http')).toBe(false);
      expect(can(stranger, pod, 8081, 'health')).toBe(true);
      expect([can(pod, enginePod('nats'), 4222, 'client'), can(pod, enginePod('redis'), 6379, 'redis'), can(pod, dns, 53)]).toEqual([true, true, true]);
      expect([can(pod, enginePod('nats'), 8222, 'monitor'), can(pod, 'outside', 80)]).toEqual([false, false]);
      expect([can(pod, 'outside', 5432), can(pod, 'outside', 443)]).toEqual([true, true]);
      expect(can(pod, 'outside', 587)).toBe(role === 'notifications');
    }
    expect([can(stranger, enginePod('nats'), 4222, 'client'), can(stranger, enginePod('redis'), 6379, 'redis'), can(keda, enginePod('nats'), 4222, 'client')]).toEqual([false, false, false]);
    expect([can(keda, enginePod('nats'), 8222, 'monitor'), can(keda, enginePod('redis'), 6379, 'redis'), can(enginePod('nats'), enginePod('nats'), 6222)]).toEqual([true, true, true]);
    expect([can(enginePod('nats'), 'outside', 443), can(enginePod('redis'), 'outside', 443)]).toEqual([false, false]);
  });

  it('has Prometheus Operator scrape every process on its metrics port, and alert on deploy/prometheus/alerts.yml', () => {
    const monitor = find(objects, 'ServiceMonitor', 'giftcard-vault');
    expect(monitor.spec.endpoints).toEqual([expect.objectContaining({ port: 'metrics', path: '/metrics' })]);
    for (const role of APP_ROLES) {
      const service = find(objects, 'Service', role);
      expect(selects(monitor.spec.selector.matchLabels, service.metadata.labels)).toBe(true);
      expect(service.spec.ports).toContainEqual({ name: 'metrics', port: Number(config(objects).data.METRICS_PORT), targetPort: 'metrics' });
    }
    const alerts = parse(readFileSync(new URL('../../prometheus/alerts.yml', import.meta.url), 'utf8'));
    expect(find(objects, 'PrometheusRule', 'giftcard-vault').spec.groups).toEqual(alerts.groups);
  });

  it('scales notifications and analytics on the JetStream events waiting for them', () => {
    for (const service of QUEUE_SCALED) {
      const scaler = objects.find((object) => object.kind === 'ScaledObject' && object.spec.scaleTargetRef.name === service)!;
      const lag = scaler.spec.triggers.filter((trigger: { type: string }) => trigger.type === 'nats-jetstream');
      expect(lag.length).toBeGreaterThan(0);
      for (const trigger of lag) {
        expect(trigger.metadata).toMatchObject({ stream: 'GV_EVENTS', consumer: expect.stringMatching(new RegExp(`^${service}__`)) });
      }
    }
  });

  it('gives the processes temporary files and DATA_DIR on emptyDir volumes, and an imagePullSecrets placeholder', () => {
    for (const role of APP_ROLES) {
      const pod = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === role)!.spec.template.spec;
      expect(pod.containers[0].volumeMounts).toEqual([
        { name: 'tmp', mountPath: '/tmp' },
        { name: 'data', mountPath: '/app/.data' },
      ]);
      expect(pod.volumes.map((volume: { name: string; emptyDir?: unknown }) => [volume.name, !!volume.emptyDir])).toEqual([
        ['tmp', true],
        ['data', true],
      ]);
      expect(pod.imagePullSecrets).toEqual([{ name: 'giftcard-vault-registry' }]);
    }
  });

  it('keeps JetStream and Redis data on volumes, Redis with an append-only file synced every second', () => {
    const redis = container(objects, 'redis', 'StatefulSet');
    expect(redis.args.join(' ')).toContain('--appendonly yes --appendfsync everysec');
    expect(redis.volumeMounts).toEqual([{ name: 'data', mountPath: '/data' }]);
    const nats = container(objects, 'nats', 'StatefulSet');
    expect(nats.args.slice(0, 3)).toEqual(['-js', '-sd', '/data']);
    expect(nats.volumeMounts).toEqual([{ name: 'data', mountPath: '/data' }]);
  });

  // Where kubectl is installed, its kustomize renders the same objects as the test's renderer.
  (kubectlInstalled ? it : it.skip)('renders as kubectl kustomize does', () => {
    const rendered = kubectlKustomize(join(K8S_DIR, 'overlays', overlay));
    const byId = (list: K8sObject[]) => Object.fromEntries(list.map((object) => [id(object), object]));
    expect(byId(objects)).toEqual(byId(rendered));
  });
});

describe('the small overlay', () => {
  const objects = render('small');

  it('runs the Square emulator for test mode, reached by orders at SQUARE_EMULATOR_URL', () => {
    const emulator = container(objects, 'square-emulator');
    expect(emulator.command.slice(0, 2)).toEqual(['node', 'emulators/square/dist/main.js']);
    const url = new URL(config(objects).data.SQUARE_EMULATOR_URL);
    const service = find(objects, 'Service', url.hostname);
    expect(service.spec.ports.map((port: { port: number }) => port.port)).toEqual([Number(url.port)]);
    const port = { number: Number(url.port), name: 'http' };
    expect([reaches(objects, appPod('orders'), enginePod('square-emulator'), port), reaches(objects, appPod('gateway'), enginePod('square-emulator'), port)]).toEqual([true, false]);
  });
});

describe('the production overlay', () => {
  const objects = render('production');

  it('runs three JetStream servers keeping three copies of the event stream', () => {
    expect(objects.find((object) => object.kind === 'StatefulSet' && object.metadata.name === 'nats')!.spec.replicas).toBe(3);
    expect(objects.find((object) => object.kind === 'ConfigMap')!.data.BUS_STREAM_REPLICAS).toBe('3');
  });

  it('reaches PostgreSQL through a PgBouncer pool in transaction mode', () => {
    const pooler = container(objects, 'pgbouncer');
    expect(pooler.env).toContainEqual({ name: 'POOL_MODE', value: 'transaction' });
    expect(objects.some((object) => object.kind === 'Service' && object.metadata.name === 'pgbouncer')).toBe(true);
  });

  it('has no Square emulator: every business charges through its own Square account', () => {
    expect(config(objects).data.SQUARE_EMULATOR_URL).toBeUndefined();
    expect(objects.some((object) => object.metadata.name === 'square-emulator')).toBe(false);
  });

  it('migrates on PostgreSQL itself, past the pool, and admits the pool from the platform only', () => {
    expect(container(objects, 'giftcard-vault-migrate', 'Job').env).toContainEqual({
      name: 'DATABASE_URL',
      valueFrom: { secretKeyRef: { name: 'giftcard-vault-pooler', key: 'DATABASE_URL' } },
    });
    const pool = enginePod('pgbouncer');
    const port = { number: 5432, name: 'postgres' };
    expect([reaches(objects, appPod('orders'), pool, port), reaches(objects, { namespace: 'default' }, pool, port), reaches(objects, pool, 'outside', port)]).toEqual([true, false, true]);
  });

  it('keeps two replicas of every process at least', () => {
    for (const scaler of objects.filter((object) => object.kind === 'HorizontalPodAutoscaler')) expect(scaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    for (const scaler of objects.filter((object) => object.kind === 'ScaledObject')) expect(scaler.spec.minReplicaCount).toBeGreaterThanOrEqual(2);
  });
});

describe('the manifest checks', () => {
  const objects = render('small');
  const copy = () => structuredClone(objects);

  it('fail on a missing probe, limit or budget, and on a process without an autoscaler', () => {
    const broken = copy();
    delete container(broken, 'orders').livenessProbe;
    delete container(broken, 'catalog').resources.limits.memory;
    broken.splice(broken.findIndex((object) => object.kind === 'PodDisruptionBudget' && object.metadata.name === 'wallet'), 1);
    broken.splice(broken.findIndex((object) => object.kind === 'HorizontalPodAutoscaler' && object.metadata.name === 'identity'), 1);
    expect(problems(broken)).toEqual([
      'Deployment/catalog app has no memory limits',
      'Deployment/orders app has no livenessProbe',
      'Deployment/wallet has 0 PodDisruptionBudgets',
      'Deployment/identity has 0 autoscalers',
      'Deployment/identity is not scaled on CPU',
    ]);
  });

  it('fail on a root filesystem that can be written, a service account token, root, escalation, and an unpinned image', () => {
    const broken = copy();
    const redis = objects.findIndex((object) => object.kind === 'StatefulSet' && object.metadata.name === 'redis');
    broken[redis].spec.template.spec.containers[0].image = 'redis:7';
    delete broken[redis].spec.template.spec.automountServiceAccountToken;
    delete container(broken, 'wallet').securityContext.readOnlyRootFilesystem;
    container(broken, 'wallet').securityContext.allowPrivilegeEscalation = true;
    delete broken.find((object) => object.kind === 'Deployment' && object.metadata.name === 'orders')!.spec.template.spec.securityContext.runAsNonRoot;
    expect(problems(broken)).toEqual([
      'Deployment/orders may run as root',
      'Deployment/wallet app has a writable root filesystem',
      'Deployment/wallet app allows privilege escalation',
      'StatefulSet/redis mounts a service account token',
      'StatefulSet/redis redis image redis:7 is not pinned to a version',
    ]);
  });

  it('fail on a $(NAME) that nothing defines', () => {
    const broken = copy();
    delete config(broken).data.NATS_ADDRESS;
    const undefinedAddress = (maker: string) => `${maker} app refers to $(NATS_ADDRESS), which nothing defines`;
    expect(problems(broken)).toEqual([...APP_ROLES.map((role) => undefinedAddress(`Deployment/${role}`)), undefinedAddress('Job/giftcard-vault-migrate')]);
  });

  it('fail on a Prometheus Operator object with a field its pinned schema does not have, or a bad duration', () => {
    const misspelt = copy();
    find(misspelt, 'ServiceMonitor', 'giftcard-vault').spec.endpoints[0].intervall = '30s';
    expect(() => validateSchemas(misspelt)).toThrow('ServiceMonitor/giftcard-vault: spec.endpoints[0].intervall: is not a field of the schema');
    const badDuration = copy();
    find(badDuration, 'PrometheusRule', 'giftcard-vault').spec.groups[0].rules[0].for = '2 minutes';
    expect(() => validateSchemas(badDuration)).toThrow(/PrometheusRule\/giftcard-vault: spec\.groups\[0\]\.rules\[0\]\.for: must match/);
  });

  it('fail on an object the schemas refuse', () => {
    const broken = copy();
    container(broken, 'gateway').ports[0].containerPort = 'http';
    expect(() => validateSchemas(broken)).toThrow(/Deployment\/gateway: .*containerPort must be integer/);
  });
});

describe('deploy/k8s/monitoring/prometheus-rule.yaml', () => {
  it(`is deploy/prometheus/alerts.yml as generated (\`${REGENERATE}\` after a change of the alerts)`, () => {
    expect(readFileSync(PROMETHEUS_RULE_FILE, 'utf8')).toBe(prometheusRuleYaml());
  });
});

describe("deploy/README.md's Kubernetes recipe", () => {
  it('creates the secret with every key the manifests take from it', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const recipe = readme.slice(readme.indexOf(`kubectl create secret generic ${SECRET}`));
    const keys = [...recipe.slice(0, recipe.indexOf('```')).matchAll(/--from-literal=(\w+)=/g)].map((match) => match[1]);
    expect(keys).toEqual(SECRET_KEYS);
  });
});
