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

interface Replacement {
  source: { kind: string; name: string; fieldPath: string; options?: FieldOptions };
  targets: { select: { kind: string; name?: string }; fieldPaths: string[]; options?: FieldOptions }[];
}

/** Which part of a value, split at `delimiter`, is meant. */
interface FieldOptions {
  delimiter: string;
  index: number;
}

interface Kustomization {
  resources?: string[];
  patches?: { path: string; target?: { kind?: string; name?: string; labelSelector?: string } }[];
  components?: string[];
  replacements?: Replacement[];
}

/** Lists merged item by item on these keys, as a strategic merge patch does; every other list is replaced. */
const MERGE_KEYS: Record<string, string> = { containers: 'name', ports: 'containerPort', env: 'name', volumeMounts: 'mountPath', volumes: 'name' };

/**
 * Renders a kustomization directory the way `kustomize build` does, for the features deploy/k8s uses: resources
 * (files and directories); components (directories of kind Component, applied in order after the resources); strategic
 * merge patches from files, aimed by the patch's own kind and name or by a target's kind (a regular expression), name
 * and label selector; and replacements, last, copying a field (or a delimited part of it) to fields of other objects,
 * `[key=value]` picking every matching list item. Anything else in a kustomization is refused rather than ignored.
 */
export function kustomize(dir: string): K8sObject[] {
  return build(dir, []);
}

/** Adds a kustomization's (or a component's) resources to `objects`, then applies its components, patches and replacements. */
function build(dir: string, objects: K8sObject[]): K8sObject[] {
  const kustomization = readYaml(join(dir, 'kustomization.yaml'))[0] as Kustomization & Record<string, unknown>;
  const unsupported = Object.keys(kustomization).filter((key) => !['apiVersion', 'kind', 'resources', 'patches', 'components', 'replacements'].includes(key));
  if (unsupported.length) throw new Error(`${dir}: kustomization fields this renderer does not know: ${unsupported.join(', ')}`);
  for (const resource of kustomization.resources ?? []) {
    const path = join(dir, resource);
    objects.push(...(statSync(path).isDirectory() ? kustomize(path) : (readYaml(path) as K8sObject[])));
  }
  for (const component of kustomization.components ?? []) objects = build(join(dir, component), objects);
  for (const { path, target } of kustomization.patches ?? []) {
    const patch = readYaml(join(dir, path))[0] as K8sObject;
    const aimed = objects.filter((object) =>
      target
        ? (!target.kind || new RegExp(`^(?:${target.kind})$`).test(object.kind)) &&
          (!target.name || object.metadata.name === target.name) &&
          matchesSelector(object, target.labelSelector)
        : object.kind === patch.kind && object.metadata.name === patch.metadata.name,
    );
    if (aimed.length === 0) throw new Error(`${join(dir, path)} patches nothing`);
    for (const object of aimed) {
      // A targeted patch's own kind and name are placeholders.
      const { apiVersion: _apiVersion, kind: _kind, metadata: _metadata, ...body } = patch;
      const merged = merge(object, target ? body : patch) as K8sObject;
      objects.splice(objects.indexOf(object), 1, merged);
    }
  }
  for (const replacement of kustomization.replacements ?? []) replace(objects, replacement, dir);
  return objects;
}

function replace(objects: K8sObject[], { source, targets }: Replacement, dir: string): void {
  const from = objects.find((object) => object.kind === source.kind && object.metadata.name === source.name);
  const whole = from && source.fieldPath.split('.').reduce<any>((node, key) => node?.[key], from);
  if (typeof whole !== 'string') throw new Error(`${dir}: no ${source.kind}/${source.name} ${source.fieldPath} to copy`);
  const value = source.options ? whole.split(source.options.delimiter)[source.options.index] : whole;
  for (const { select, fieldPaths, options } of targets) {
    for (const object of objects.filter((candidate) => candidate.kind === select.kind && (!select.name || candidate.metadata.name === select.name))) {
      for (const fieldPath of fieldPaths) {
        const replaced = replaceField(object, fieldPath.split('.'), (current) => {
          if (!options) return value;
          const parts = String(current).split(options.delimiter);
          parts[options.index] = value;
          return parts.join(options.delimiter);
        });
        if (replaced === 0) throw new Error(`${dir}: ${select.kind}/${object.metadata.name} has no ${fieldPath}`);
      }
    }
  }
}

/** Replaces the field at `path` in `node` (in place), every list item a `[key=value]` segment matches; how many it replaced. */
function replaceField(node: unknown, [segment, ...rest]: string[], replacement: (current: unknown) => unknown): number {
  if (node === null || typeof node !== 'object') return 0;
  const record = node as Record<string, unknown>;
  const selector = /^\[(.+)=(.*)\]$/.exec(segment);
  const keys = selector
    ? Array.isArray(node)
      ? node.flatMap((item, index) => (item?.[selector[1]] === selector[2] ? [String(index)] : []))
      : []
    : segment in record
      ? [segment]
      : [];
  let replaced = 0;
  for (const key of keys) {
    if (rest.length > 0) {
      replaced += replaceField(record[key], rest, replacement);
    } else {
      record[key] = replacement(record[key]);
      replaced++;
    }
  }
  return replaced;
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
