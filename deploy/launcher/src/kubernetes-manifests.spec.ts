import { join } from 'node:path';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { SERVICE_NAMES } from '@gv/proto';
import { K8S_DIR, kubectlInstalled, kubectlKustomize, kustomize, type K8sObject } from '../../../test/kustomize';

/** The schema of each kind the manifests may hold, from the Kubernetes (and KEDA) OpenAPI definitions. */
const MODELS: Record<string, { validate(): void } & (new (object: any) => { validate(): void })> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
} as never;

const OVERLAYS = ['small', 'production'];
const APP_ROLES = ['gateway', ...SERVICE_NAMES];
/** The services that work queued events and jobs, scaled on the work waiting for them as well as on CPU. */
const QUEUE_SCALED = ['notifications', 'analytics'];
const SECRET = 'giftcard-vault-secrets';
/** The namespace Prometheus runs in, the only one whose pods reach the metrics ports. */
const PROMETHEUS_NAMESPACE = { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } };

const render = (overlay: string) => kustomize(join(K8S_DIR, 'overlays', overlay));
const id = (object: K8sObject) => `${object.kind}/${object.metadata.name}`;
const workloads = (objects: K8sObject[]) => objects.filter((object) => object.kind === 'Deployment' || object.kind === 'StatefulSet');
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
    const pod = workload.spec.template.spec;
    if (pod.automountServiceAccountToken !== false) found.push(`${id(workload)} mounts a service account token`);
    if (!pod.securityContext?.runAsNonRoot) found.push(`${id(workload)} may run as root`);
    for (const container of pod.containers) {
      const { readOnlyRootFilesystem, allowPrivilegeEscalation } = container.securityContext ?? {};
      if (readOnlyRootFilesystem !== true) found.push(`${id(workload)} ${container.name} has a writable root filesystem`);
      if (allowPrivilegeEscalation !== false) found.push(`${id(workload)} ${container.name} allows privilege escalation`);
      // The platform's own image is set by the overlay (kustomize edit set image); every other one by a version tag.
      if (container.image !== 'giftcard-vault' && !/:v?\d+\.\d+\.\d+/.test(container.image)) found.push(`${id(workload)} ${container.name} image ${container.image} is not pinned to a version`);
    }
    const budgets = objects.filter((object) => object.kind === 'PodDisruptionBudget' && selects(object.spec.selector.matchLabels, podLabels(workload)));
    if (budgets.length !== 1) found.push(`${id(workload)} has ${budgets.length} PodDisruptionBudgets`);
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

function validateSchemas(objects: K8sObject[]): void {
  for (const object of objects) {
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

describe.each(OVERLAYS)('deploy/k8s overlay %s', (overlay) => {
  const objects = render(overlay);

  it('holds only objects valid against the Kubernetes and KEDA schemas', () => {
    expect(() => validateSchemas(objects)).not.toThrow();
  });

  it('gives every process probes, resource requests and limits, a disruption budget, and an autoscaler on CPU', () => {
    expect(problems(objects)).toEqual([]);
  });

  it('runs the gateway and every service from the one image, probed on its own health port', () => {
    const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'giftcard-vault-config')!;
    for (const role of APP_ROLES) {
      const app = container(objects, role);
      expect(app.image).toBe('giftcard-vault');
      expect(app.command).toEqual(role === 'gateway' ? ['node', 'deploy/launcher/dist/gateway-process.js'] : ['node', 'deploy/launcher/dist/service-process.js', role]);
      const healthPort = app.ports.find((port: { name: string }) => port.name === 'health').containerPort;
      expect(String(healthPort)).toBe(config.data.HEALTH_PORT);
      expect(app.startupProbe.httpGet).toEqual({ path: '/readyz', port: 'health' });
      expect(app.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'health' });
      expect(app.livenessProbe.httpGet).toEqual({ path: '/livez', port: 'health' });
    }
  });

  it("serves metrics on the pod's address, admitted only from the Prometheus namespace; traffic and probes still reach their ports", () => {
    const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === 'giftcard-vault-config')!;
    expect(config.data.METRICS_HOST).toBe('0.0.0.0');
    for (const role of APP_ROLES) {
      const pod = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === role)!;
      const policies = objects.filter((object) => object.kind === 'NetworkPolicy' && selects(object.spec.podSelector.matchLabels, podLabels(pod)));
      expect(policies.map((policy) => policy.spec.policyTypes)).toEqual([['Ingress']]);
      // Who each port is admitted from: a rule without ports admits every port, one without `from` every client.
      const admitted = (port: string) =>
        policies[0].spec.ingress
          .filter((rule: { ports?: { port: string }[] }) => !rule.ports || rule.ports.some((allowed) => allowed.port === port))
          .map((rule: { from?: unknown[] }) => rule.from ?? 'anyone');
      expect(admitted('metrics')).toEqual([[PROMETHEUS_NAMESPACE]]);
      expect(admitted('health')).toContain('anyone');
      if (role === 'gateway') expect(admitted('http')).toContain('anyone');
    }
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

  it('fail on an object the schemas refuse', () => {
    const broken = copy();
    container(broken, 'gateway').ports[0].containerPort = 'http';
    expect(() => validateSchemas(broken)).toThrow(/Deployment\/gateway: .*containerPort must be integer/);
  });
});
