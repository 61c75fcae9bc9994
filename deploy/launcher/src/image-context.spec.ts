import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copiedFiles, copySources, ignored, parseDockerignore, unsafeImageFiles } from './image-context';

const ROOT = new URL('../../../', import.meta.url).pathname;

describe("the image's build context (what deploy/Dockerfile's COPY takes, computed from .dockerignore without building)", () => {
  it('holds no env file, local state, key or certificate, and no file git does not track', () => {
    const { secretLike, untracked } = unsafeImageFiles(ROOT);
    expect(secretLike).toEqual([]);
    expect(untracked).toEqual([]);
  });

  it('takes the manifests, sources, migrations and configs of the workspaces, and no tests, build output or dependencies', () => {
    const copied = copiedFiles(ROOT);
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'services/orders/package.json', 'services/orders/tsconfig.json', 'web/index.html', 'web/vite.config.ts', 'platform/drizzle/events/0000_baseline.sql', 'services/orders/drizzle/meta/_journal.json']));
    expect(copied.some((file) => file.startsWith('services/redemption/src/'))).toBe(true);
    expect(copied.filter((file) => /(^|\/)(node_modules|dist|test|e2e|docs)\/|\.(int-)?spec\.tsx?$|^\.git\//.test(file))).toEqual([]);
    expect(copied.filter((file) => /^(docker-compose\.yml|README\.md|deploy\/(k8s|Dockerfile|README))/.test(file))).toEqual([]);
  });

  it("follows Docker's rules: the last matching line wins, a line matches a folder above, ** spans folders", () => {
    const rules = parseDockerignore('*\n!services/*/src\n**/*.pem\n!keep/**/ok.pem\n');
    expect(ignored(rules, 'README.md')).toBe(true);
    expect(ignored(rules, 'services/orders/src/a/b.ts')).toBe(false);
    expect(ignored(rules, 'services/orders/src/a/tls.pem')).toBe(true);
    expect(ignored(rules, 'services/orders/tsconfig.json')).toBe(true);
    expect(ignored(rules, 'keep/x/y/ok.pem')).toBe(false);
    expect(copySources('FROM x\nCOPY --chown=1 a b ./\nCOPY --from=build /release /app\nADD c/ \\\n  d/\n')).toEqual(['a', 'b', 'c/']);
  });

  describe('on a checkout holding secrets and untracked files', () => {
    let root: string;

    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'gv-context-'));
      const put = (path: string, text = 'x') => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      for (const file of ['.dockerignore', 'deploy/Dockerfile']) put(file), copyFileSync(join(ROOT, file), join(root, file));
      for (const file of ['package.json', 'package-lock.json', 'services/orders/package.json', 'services/orders/src/main.ts']) put(file);
      execFileSync('git', ['init', '-q'], { cwd: root });
      execFileSync('git', ['add', '.'], { cwd: root });
      put('.env', 'SECRET_KEY=do-not-ship');
      put('.data/secret.key');
      put('services/orders/src/.env.local');
      put('services/orders/src/tls.pem');
      put('services/orders/src/notes.ts');
    });

    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('finds the untracked source file, and keeps the secrets out of the context', () => {
      expect(unsafeImageFiles(root)).toEqual({ secretLike: [], untracked: ['services/orders/src/notes.ts'] });
    });

    it('would catch the secrets a `COPY . .` with a permissive .dockerignore takes', () => {
      writeFileSync(join(root, 'Dockerfile.old'), 'FROM node\nCOPY . .\n');
      writeFileSync(join(root, '.dockerignore'), '.git\n**/node_modules\n');
      try {
        const { secretLike } = unsafeImageFiles(root, 'Dockerfile.old');
        expect(secretLike).toEqual(['.data/secret.key', '.env', 'services/orders/src/.env.local', 'services/orders/src/tls.pem']);
      } finally {
        copyFileSync(join(ROOT, '.dockerignore'), join(root, '.dockerignore'));
      }
    });
  });
});
