import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLogger } from '@gv/platform';
import type { PublicPageData } from '@gv/proto';

const logger = createLogger('gateway');

/** What the SPA's server renderer (web/src/entry-server.tsx) exports: the HTML of the root element of a public page. */
export type RenderPage = (url: string, data: PublicPageData) => Promise<string>;

/** `vite build --ssr` writes the renderer beside the built SPA, outside the folder the gateway serves. */
export const serverRendererOf = (webDist: string) => join(webDist, '..', 'dist-server', 'entry-server.js');

/**
 * The public pages' renderer as last built, imported at start and again after a rebuild (so the HTML the server
 * draws always comes from the same build as the scripts that hydrate it); absent when the SPA was built without it.
 * A page whose render fails goes out without its HTML, as the SPA alone would draw it.
 */
export function builtRenderer(path: string): { ready: Promise<void>; render(url: string, data: PublicPageData): Promise<string | null> } {
  let loaded: { changedAt: number; render: Promise<RenderPage | null> } | undefined;
  const current = (): Promise<RenderPage | null> => {
    const changedAt = existsSync(path) ? statSync(path).mtimeMs : 0;
    if (loaded?.changedAt !== changedAt) loaded = { changedAt, render: changedAt ? load(path, changedAt) : Promise.resolve(null) };
    return loaded.render;
  };
  return {
    ready: current().then(() => undefined),
    async render(url, data) {
      const render = await current();
      if (!render) return null;
      try {
        return await render(url, data);
      } catch (error) {
        logger.warn({ err: error, url }, 'public page sent unrendered');
        return null;
      }
    },
  };
}

async function load(path: string, changedAt: number): Promise<RenderPage | null> {
  try {
    // A new URL per build: Node keeps every module it imported under its URL.
    const module = (await import(`${pathToFileURL(path).href}?built=${changedAt}`)) as { renderPage?: RenderPage };
    return module.renderPage ?? null;
  } catch (error) {
    logger.warn({ err: error, path }, 'server renderer not loaded: public pages go out unrendered');
    return null;
  }
}
