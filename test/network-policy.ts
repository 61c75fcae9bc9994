import type { K8sObject } from './kustomize';

/** One end of a connection: a pod of the rendered namespace (by its labels), a pod of another namespace, or outside the cluster. */
export type Endpoint = { pod: Record<string, string> } | { namespace: string; pod?: Record<string, string> } | 'outside';

/** A destination port, by number and, where the container names it, by name (a policy may use either). */
export interface Port {
  number: number;
  name?: string;
}

interface Peer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string };
}

interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { port: number | string; protocol?: string }[];
}

const selects = (selector: { matchLabels?: Record<string, string> } | undefined, labels: Record<string, string>) =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);

function peerMatches(peer: Peer, endpoint: Endpoint): boolean {
  if (peer.ipBlock) return endpoint === 'outside';
  if (endpoint === 'outside') return false;
  if ('namespace' in endpoint) {
    // A pod of another namespace: only a namespaceSelector reaches beyond this one.
    if (!peer.namespaceSelector) return false;
    return selects(peer.namespaceSelector, { 'kubernetes.io/metadata.name': endpoint.namespace }) && (!peer.podSelector || selects(peer.podSelector, endpoint.pod ?? {}));
  }
  return !peer.namespaceSelector && selects(peer.podSelector, endpoint.pod);
}

const portMatches = (rule: Rule, port: Port) => !rule.ports || rule.ports.some((allowed) => allowed.port === port.number || allowed.port === port.name);

/** Whether the policies selecting `pod` for `direction` admit a connection with `peer` on `port` (no such policy: all). */
function admits(objects: K8sObject[], pod: Record<string, string>, direction: 'Ingress' | 'Egress', peer: Endpoint, port: Port): boolean {
  const policies = objects.filter(
    (object) => object.kind === 'NetworkPolicy' && object.spec.policyTypes.includes(direction) && selects(object.spec.podSelector, pod),
  );
  if (policies.length === 0) return true;
  const rules: Rule[] = policies.flatMap((policy) => (direction === 'Ingress' ? policy.spec.ingress : policy.spec.egress) ?? []);
  return rules.some((rule) => {
    const peers = direction === 'Ingress' ? rule.from : rule.to;
    return (!peers || peers.some((candidate) => peerMatches(candidate, peer))) && portMatches(rule, port);
  });
}

/** Whether the rendered NetworkPolicies let `from` open a connection to `to` on `port`: the sender's egress and the receiver's ingress. */
export function reaches(objects: K8sObject[], from: Endpoint, to: Endpoint, port: Port): boolean {
  const inNamespace = (endpoint: Endpoint): endpoint is { pod: Record<string, string> } => endpoint !== 'outside' && !('namespace' in endpoint);
  const leaves = inNamespace(from) ? admits(objects, from.pod, 'Egress', to, port) : true;
  const enters = inNamespace(to) ? admits(objects, to.pod, 'Ingress', from, port) : true;
  return leaves && enters;
}
