import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_IMAGE_SIZES, DEFAULT_LOCALE, PUBLIC_PAGE_DATA_ID } from '@gv/proto';
import type { PageData, PublicPage, PublicScreen } from './static-public-page.js';
import { withSharePreview } from './share-preview.js';

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  /** The chunk's name: a group's name for the chunks of web/vite.config.ts's CHUNK_GROUPS. */
  name?: string;
  imports?: string[];
  /** The chunks it loads when it runs, by their keys: the entry's is the app (web/src/app/start.tsx). */
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The links of a group of chunks: stylesheets and modulepreloads, each a run of lines. */
interface Preloads {
  styles: string;
  scripts: string;
}

/** The robots tag of a page no search engine may keep; the SPA keeps it while such a page is shown (web/src/lib/document-meta.ts). */
const NOT_INDEXED = '<meta name="robots" content="noindex, nofollow"/>';

/** id of the template holding a drawn page's code until its main content is on screen (web/src/boot/main-content.ts reads it). */
const HELD_CODE_ID = 'gv-app-code';

/** The chunk of each public page's screen (web/src/app/screens.ts): its group in web/vite.config.ts, with the screen's state. */
const SCREEN_CHUNKS: Record<PublicScreen, string> = {
  landing: 'landing-screen',
  explore: 'storefront-screens',
  card: 'storefront-screens',
  holder: 'holder-screen',
};

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON that stays inert inside a <script> element: `<` written as \u003c, so no
 * text in the data can close the element; U+2028/2029 escaped for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The SPA's index.html made for one request: a public page gets its title,
 * description, canonical URL and share tags, its HTML as the server renderer
 * drew it (static-render.ts), its data as a JSON block (not a script, so the
 * strict CSP holds) from which the SPA's store starts, so hydration finds the
 * same page, a preload of its first card's picture, and the styles and
 * modulepreloads of the app's and its screen's chunks: the page paints before
 * any script runs, and the code that takes it over comes once the page's main
 * content is on screen (heldCode).
 */
export class SpaHtml {
  private readonly screenPreloads: Record<PublicScreen, Preloads>;
  /** index.html with the app's code preloaded: every other route of the SPA. */
  readonly plain: string;

  constructor(
    private readonly template: string,
    manifest: Manifest,
  ) {
    this.screenPreloads = {
      landing: preloads(manifest, SCREEN_CHUNKS.landing),
      explore: preloads(manifest, SCREEN_CHUNKS.explore),
      card: preloads(manifest, SCREEN_CHUNKS.card),
      holder: preloads(manifest, SCREEN_CHUNKS.holder),
    };
    const app = preloads(manifest);
    this.plain = inHead(template, [app.styles, app.scripts]);
  }

  /** `markup`: the root element's HTML drawn by the server, null to send the page for the SPA to draw. */
  render(page: PublicPage, baseUrl: string, markup: string | null = null): string {
    const picture = page.leadCard ? imagePreload(page.leadCard.giftCardImg, page.leadCard.giftCardImgSrcset, page.screen === 'card' ? CARD_IMAGE_SIZES.details : CARD_IMAGE_SIZES.tile) : '';
    const { styles, scripts } = this.screenPreloads[page.screen];
    // The language the page is drawn in (the card's, the business's); the landing page's is the browser's, set by the SPA.
    const html = withSharePreview(this.template, page.preview, baseUrl).replace('<html lang="en">', `<html lang="${page.data.locale ?? DEFAULT_LOCALE}">`);
    // A holder's page: its address holds a bearer code, so no search engine keeps it (the answer's X-Robots-Tag says so too).
    const robots = page.screen === 'holder' ? NOT_INDEXED : '';
    if (markup === null) {
      const undrawn = inHead(html, [picture, styles, scripts, robots]);
      return hasData(page.data) ? undrawn.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${dataBlock(page.data)}`) : undrawn;
    }
    // Drawn HTML always comes with the data it was drawn from (maybe none): the SPA hydrates only what it can draw the same.
    return inHead(html, [picture, styles, heldCode(scripts), robots]).replace('<div id="root"></div>', () => `<div id="root">${markup}</div>\n    ${dataBlock(page.data)}`);
  }
}

/** The SPA as last built in `webDist`: read again when index.html changes, so a rebuild while the server runs is served. */
export function builtSpa(webDist: string): () => SpaHtml {
  const indexPath = join(webDist, 'index.html');
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const changedAt = () => Math.max(statSync(indexPath).mtimeMs, existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : 0);
  let built: { changedAt: number; html: SpaHtml } | undefined;
  return () => {
    try {
      const at = changedAt();
      if (built?.changedAt !== at) {
        const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
        built = { changedAt: at, html: new SpaHtml(readFileSync(indexPath, 'utf8'), manifest) };
      }
    } catch (error) {
      // Mid-rebuild (files briefly missing or half written): the last complete build serves.
      if (!built) throw error;
    }
    return built.html;
  };
}

const hasData = (data: PageData) => Object.keys(data).length > 0;

/**
 * A drawn page paints without its code: the code's preloads wait, inert in a template, until the page's main picture
 * (or its first paint) is on screen, then the entry (web/src/boot/main-content.ts) puts them in the head. On a phone's
 * network the picture then has the bandwidth to itself instead of sharing it with a hundred kilobytes of code.
 */
const heldCode = (scripts: string) => (scripts ? `<template id="${HELD_CODE_ID}">\n    ${scripts}\n    </template>` : '');

/** `html` with `links` (empty ones left out) at the end of its head. */
function inHead(html: string, links: string[]): string {
  const head = links.filter(Boolean).join('\n    ');
  return head ? html.replace('</head>', () => `    ${head}\n  </head>`) : html;
}

function dataBlock(data: PageData): string {
  return `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
}

function imagePreload(src: string, srcset: string | undefined, sizes: string): string {
  const set = srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attribute(src)}"${set} fetchpriority="high" />`;
}

/**
 * modulepreload and stylesheet links of the app the entry starts (web/src/main.ts) and of a screen's chunk
 * (`chunkName`), with the chunks they import, minus what index.html already loads.
 */
function preloads(manifest: Manifest, chunkName?: string): Preloads {
  const entry = manifest['index.html'];
  const screen = chunkName ? Object.keys(manifest).find((key) => manifest[key]!.name === chunkName) : undefined;
  if (!entry || (chunkName && !screen)) return { styles: '', scripts: '' };
  const loaded = new Set(['index.html', ...(entry.imports ?? [])]);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(key) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of [...(entry.dynamicImports ?? []), ...(screen ? [screen] : [])]) visit(key);
  return {
    styles: [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${attribute(file)}" />`).join('\n    '),
    scripts: [...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}" />`).join('\n    '),
  };
}
