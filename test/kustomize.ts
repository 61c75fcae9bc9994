import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as rendered: what schemas and policies are checked on. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: any;
}

interface Kustomization {
  resources?: string[];
  patches?: { path: string; target?: { kind?: string; name?: string; labelSelector?: string } }[];
}

/** Lists merged item by item on these keys, as a strategic merge patch does; every other list is replaced. */
const MERGE_KEYS: Record<string, string> = { containers: 'name', ports: 'containerPort', env: 'name', volumeMounts: 'mountPath', volumes: 'name' };

/**
 * Renders a kustomization directory the way `kustomize build` does, for the features deploy/k8s uses: resources
 * (files and directories) and strategic merge patches from files, aimed by the patch's own kind and name or by a
 * target's kind, name and label selector. Anything else in a kustomization is refused rather than ignored.
 */
export function kustomize(dir: string): K8sObject[] {
  const kustomization = readYaml(join(dir, 'kustomization.yaml'))[0] as Kustomization & Record<string, unknown>;
  const unsupported = Object.keys(kustomization).filter((key) => !['apiVersion', 'kind', 'resources', 'patches'].includes(key));
  if (unsupported.length) throw new Error(`${dir}: kustomization fields this renderer does not know: ${unsupported.join(', ')}`);
  const objects = (kustomization.resources ?? []).flatMap((resource) => {
    const path = join(dir, resource);
    return statSync(path).isDirectory() ? kustomize(path) : (readYaml(path) as K8sObject[]);
  });
  for (const { path, target } of kustomization.patches ?? []) {
    const patch = readYaml(join(dir, path))[0] as K8sObject;
    const aimed = objects.filter((object) =>
      target
        ? (!target.kind || object.kind === target.kind) && (!target.name || object.metadata.name === target.name) && matchesSelector(object, target.labelSelector)
        : object.kind === patch.kind && object.metadata.name === patch.metadata.name,
    );
    if (aimed.length === 0) throw new Error(`${join(dir, path)} patches nothing`);
    for (const object of aimed) {
      // A targeted patch's own name is a placeholder.
      const merged = merge(object, { ...patch, metadata: target ? {} : patch.metadata }) as K8sObject;
      objects.splice(objects.indexOf(object), 1, merged);
    }
  }
  return objects;
}

function readYaml(path: string): unknown[] {
  return parseAllDocuments(readFileSync(path, 'utf8'))
    .map((document) => document.toJS())
    .filter((value) => value !== null);
}

function matchesSelector(object: K8sObject, selector: string | undefined): boolean {
  if (!selector) return true;
  return selector.split(',').every((term) => {
    const [key, value] = term.split('=');
    return object.metadata.labels?.[key] === value;
  });
}

function merge(base: unknown, patch: unknown, field = ''): unknown {
  if (Array.isArray(patch)) {
    const key = MERGE_KEYS[field];
    if (!key || !Array.isArray(base)) return patch;
    // As kustomize does: the patch's items (merged with the base's of the same key) first, then the base's others.
    const patched = patch.map((item) => merge(base.find((existing) => existing[key] === item[key]) ?? {}, item));
    return [...patched, ...base.filter((existing) => !patch.some((item) => item[key] === existing[key]))];
  }
  if (patch && typeof patch === 'object') {
    const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [name, value] of Object.entries(patch)) result[name] = merge(result[name], value, name);
    return result;
  }
  return patch;
}

export const K8S_DIR = new URL('../deploy/k8s/', import.meta.url).pathname;

/** Whether kubectl, whose `kubectl kustomize` is the real renderer, is installed here. */
export const kubectlInstalled = (() => {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** `kubectl kustomize dir`'s objects. */
export function kubectlKustomize(dir: string): K8sObject[] {
  return parseAllDocuments(execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' })).map((document) => document.toJS() as K8sObject);
}
