// The web app's lint: typescript-eslint, React's hook rules, accessibility, and bulletproof-react's import zones
// (shared code → features → app; no feature imports another). Run from the repository root by `npm run check`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = import.meta.dirname;
const src = path.join(web, 'src');
const features = readdirSync(path.join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: ['components', 'lib', 'config', 'boot'].map((shared) => path.join(src, shared)),
    from: [path.join(src, 'features'), path.join(src, 'app')],
    message: 'Shared code imports no feature and not the app.',
  },
  { target: path.join(src, 'features'), from: path.join(src, 'app'), message: 'A feature does not import the app; the app composes features.' },
  ...features.map((feature) => ({
    target: path.join(src, 'features', feature),
    from: path.join(src, 'features'),
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to components/ or lib/, or compose them in app/.',
  })),
];

// basePath: the patterns are relative to web/ whichever directory eslint runs from.
export default defineConfig(
  { basePath: web, ignores: ['dist', 'dist-server'] },
  {
    basePath: web,
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', '*.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    basePath: web,
    files: ['src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    // The rules of hooks, not the plugin's React Compiler rules (set-state-in-effect, refs, purity…): the app is not
    // built with the compiler, and those rules describe what it can optimise, not bugs.
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Every word a person reads comes from a catalog (lib/i18n.tsx): no text in JSX, and none in the props that show it.
    basePath: web,
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.spec.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,hint,description,heading,subtitle,emptyText,confirmLabel,caption,legend,text}']] } },
      ],
    },
  },
  {
    basePath: web,
    files: ['e2e/**/*.ts', '*.ts', 'src/**/*.spec.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
