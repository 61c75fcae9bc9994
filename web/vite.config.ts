import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) twin of every text file of the build, at the highest
 * levels (done once here, not per request); the gateway picks one by the request's Accept-Encoding.
 * A twin that would not be smaller is left out.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gv-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'),
      );
      for (const entry of files) {
        const path = join(entry.parentPath, entry.name);
        const raw = readFileSync(path);
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${path}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

/** The folder of the package a module belongs to (the last `node_modules/<name>` or `node_modules/@scope/<name>` of its path). */
const PACKAGE_FOLDER = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/**
 * Fails the build when a library is bundled from two folders: npm keeps a second copy where two versions are asked
 * for, and the browser would download and run both (three copies of FormatJS once made a fifth of the first load).
 * Settle it in package.json (one version, `overrides` when a tool asks for another).
 */
function singleCopies(): Plugin {
  return {
    name: 'gv-single-copies',
    apply: 'build',
    generateBundle() {
      const folders = new Map<string, Set<string>>();
      for (const id of this.getModuleIds()) {
        const folder = PACKAGE_FOLDER.exec(id.replaceAll('\\', '/'))?.[1];
        if (!folder) continue;
        const name = folder.slice(folder.lastIndexOf('node_modules/') + 'node_modules/'.length);
        folders.set(name, (folders.get(name) ?? new Set()).add(folder));
      }
      const twice = [...folders].filter(([, found]) => found.size > 1);
      if (twice.length > 0) this.error(`bundled from more than one copy: ${twice.map(([name, found]) => `${name} (${[...found].join(', ')})`).join('; ')}`);
    },
  };
}

/** A module of the SPA's source under one of `folders` (a|b|c, paths relative to src/). */
const inSource = (folders: string) => (id: string) => new RegExp(`[\\\\/]web[\\\\/]src[\\\\/](${folders})[\\\\/]`).test(id.replaceAll('\\', '/'));

const STORE_LIBRARIES = /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-saga|@redux-saga[\\/][^\\/]+|immer|react-redux|reselect)[\\/]/;
const isStoreCode = (id: string) =>
  STORE_LIBRARIES.test(id) || /[\\/]web[\\/]src[\\/](app[\\/](store|with-store)|lib[\\/]saga-request)\.tsx?$/.test(id);

/** The groups of public screens, each one chunk with its state: what a public page runs (the screens entry-server.tsx draws). */
const PUBLIC_SCREEN_GROUPS = ['features/storefront', 'features/landing', 'features/card'].map(inSource);

type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/** Whether more than one group of public screens imports `id`, directly or through other modules. */
function sharedByPublicScreens(id: string, graph: ModuleGraph): boolean {
  const groups = new Set<number>();
  const seen = new Set([id]);
  const pending = [id];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const group = PUBLIC_SCREEN_GROUPS.findIndex((inGroup) => inGroup(next));
    if (group >= 0) groups.add(group);
    else {
      for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
        if (!seen.has(importer)) (pending.push(importer), seen.add(importer));
      }
    }
  }
  return groups.size > 1;
}

/**
 * The chunks of the build. The entry (main.ts) is small: it applies the theme and starts the app once a drawn page's
 * main content is on screen. The app holds what every page then runs first (React, the router, the store, the route
 * table). Each group of public screens is one chunk with its state and code, and what those screens share
 * (components, helpers) one more: a public page loads a handful of scripts rather than a score of small
 * ones, each a round trip on a phone's network. The gateway preloads the app and a public page's group by its name
 * (gateway/src/http/static-html.ts). The other screens stay chunks of their own, fetched when opened.
 */
const CHUNK_GROUPS = [
  { name: 'entry', tags: ['$initial' as const], priority: 6 },
  // start.tsx and everything it imports (React, the router, the route table), which the entry starts.
  { name: 'app', test: (id: string) => /[\\/]web[\\/]src[\\/]app[\\/]start\.tsx$/.test(id), priority: 5 },
  // What the public screens share; what only other screens use is left to Rolldown's own chunks, loaded with them.
  // Not the contracts (proto): every one of them is reachable through its index from a public screen, so this group
  // would take all of them, catalogs and all; Rolldown puts each with the code that uses it.
  {
    name: (id: string, graph: ModuleGraph) => (sharedByPublicScreens(id, graph) ? 'shared-ui' : null),
    test: (id: string) => inSource('components|lib|config')(id) && !isStoreCode(id),
    priority: 4,
  },
  // The redux store, its libraries and saga plumbing: loaded with the screens that read the store, never by a buyer's first page.
  { name: 'store', test: isStoreCode, priority: 3 },
  // The purchase dialog, with its state, comes with Buy Now.
  { name: 'storefront-screens', test: inSource('features/storefront'), priority: 2 },
  { name: 'landing-screen', test: inSource('features/landing'), priority: 1 },
  { name: 'holder-screen', test: inSource('features/card'), priority: 1 },
];

/**
 * Paths are relative to this folder (Vite's root), so `vite build web` from the repo root writes web/dist.
 * `vite build --ssr` builds the server renderer of the public pages (src/entry-server.tsx) into dist-server/, outside
 * what the gateway serves, as one file with its libraries (React's production build), so it runs wherever the gateway runs.
 */
/**
 * The SPA is written against React's API and runs on Preact through preact/compat (decision 0102): these names, as
 * the source and its libraries (react-intl, react-redux, wouter, Highcharts' wrapper) import them, resolve to Preact's,
 * in the browser's build and the server renderer's alike.
 */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  // React's Fast Refresh cannot update Preact's components: with none, `vite` (dev) reloads the page on an edit.
  plugins: [react({ refreshExclude: /./ }), singleCopies(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: { alias: REACT_ON_PREACT },
  // `npm start` builds first: the build's table of assets only with VITE_LOG_LEVEL=info; warnings and errors always.
  ...(command === 'build' ? { logLevel: (process.env.VITE_LOG_LEVEL as 'info' | 'warn' | 'error' | 'silent' | undefined) ?? 'warn' } : {}),
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/media': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    port: 5174,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/media': { target: backend, changeOrigin: false },
    },
  },
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        publicDir: false,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: 'dist-server',
          emptyOutDir: true,
          target: 'node24',
          rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
        },
      }
    : {
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          target: 'es2022',
          // .vite/manifest.json: which files each lazy screen needs, so the gateway can preload them with a public page's HTML.
          manifest: true,
          rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
        },
      }),
}));
