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
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'));
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

// Paths are relative to this folder (Vite's root), so `vite build web` from the repo root writes web/dist.
export default defineConfig({
  plugins: [react(), precompress()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: which files each lazy screen needs, so the gateway can preload them with a public page's HTML.
    manifest: true,
  },
});
