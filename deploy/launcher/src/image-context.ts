import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What deploy/Dockerfile's COPY instructions take from a build context, computed without building: the files the
 * .dockerignore rules leave in the context (Docker's rules: the last matching line wins, a line matches a path or
 * any folder above it, `**` spans folders), then those under a COPY source.
 */

interface IgnoreRule {
  regex: RegExp;
  allow: boolean;
  segments: string[];
}

/** A .dockerignore or COPY pattern as a regular expression over slash-separated paths. */
function patternRegex(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '*' && pattern[i + 1] === '*') {
      i++;
      if (pattern[i + 1] === '/') i++;
      out += i + 1 >= pattern.length ? '.*' : '(.*/)?';
    } else if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else if (ch === '[') {
      const end = pattern.indexOf(']', i);
      out += pattern.slice(i, end + 1).replace('[!', '[^');
      i = end;
    } else out += ch.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const clean = (path: string) => path.replace(/^\.?\//, '').replace(/\/+$/, '').replace(/^\.$/, '');

export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const allow = line.startsWith('!');
      const pattern = clean(allow ? line.slice(1).trim() : line);
      return { regex: patternRegex(pattern), allow, segments: pattern.split('/') };
    });
}

/** Whether `path` (relative, slash-separated) is left out of the context. */
export function ignored(rules: IgnoreRule[], path: string): boolean {
  const parents = path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));
  let excluded = false;
  for (const rule of rules) {
    if (rule.allow !== excluded) continue;
    if (parents.some((candidate) => rule.regex.test(candidate))) excluded = !rule.allow;
  }
  return excluded;
}

/** Whether an allowing rule could take back something inside the folder `dir`, so the walk must enter it. */
function mayAllowInside(rules: IgnoreRule[], dir: string): boolean {
  const parts = dir.split('/');
  return rules.some((rule) => {
    if (!rule.allow) return false;
    for (let i = 0; i < parts.length; i++) {
      const segment = rule.segments[i];
      if (segment === undefined || segment === '**') return true;
      if (!patternRegex(segment).test(parts[i])) return false;
    }
    return true;
  });
}

/** Every file of the context under `root` that .dockerignore leaves in. */
export function contextFiles(root: string): string[] {
  const rules = parseDockerignore(readFileSync(join(root, '.dockerignore'), 'utf8'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      const excluded = ignored(rules, path);
      if (entry.isDirectory()) {
        if (!excluded || mayAllowInside(rules, path)) walk(path);
      } else if (!excluded) files.push(path);
    }
  };
  walk('');
  return files.sort();
}

/** The sources of the Dockerfile's COPY instructions that read the build context (not `--from` another stage). */
export function copySources(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([instruction, ...args]) => /^(COPY|ADD)$/i.test(instruction) && !args.some((arg) => arg.startsWith('--from')))
    .flatMap(([, ...args]) => args.filter((arg) => !arg.startsWith('--')).slice(0, -1));
}

/** The files of the context under `root` that deploy/Dockerfile copies into the image. */
export function copiedFiles(root: string, dockerfile = 'deploy/Dockerfile'): string[] {
  const sources = copySources(readFileSync(join(root, dockerfile), 'utf8')).map((source) => {
    const path = clean(source);
    return path ? new RegExp(`${patternRegex(path).source.slice(0, -1)}(/.*)?$`) : /^/;
  });
  return contextFiles(root).filter((file) => sources.some((source) => source.test(file)));
}

/** What must never reach an image: environment files, local state, keys and certificates. */
export const isSecretLike = (path: string) =>
  path.split('/').some((part) => part.startsWith('.env') || part === '.data') || /\.(pem|key)$/.test(path);

/** The files git tracks (or has staged) under `root`. */
export const trackedFiles = (root: string) => new Set(execFileSync('git', ['ls-files', '--cached', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean));

/** What the image would take that it must not: files that look like secrets, and files git does not track. */
export function unsafeImageFiles(root: string, dockerfile?: string): { secretLike: string[]; untracked: string[] } {
  const copied = copiedFiles(root, dockerfile);
  const tracked = trackedFiles(root);
  return { secretLike: copied.filter(isSecretLike), untracked: copied.filter((file) => !tracked.has(file)) };
}
