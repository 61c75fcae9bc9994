import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_IMAGE_SIZES, PUBLIC_PAGE_DATA_ID } from '@gv/proto';
import type { PageData, PublicPage, PublicScreen } from './static-public-page.js';
import { withSharePreview } from './share-preview.js';

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  /** The chunk's name: a group's name for the chunks of web/vite.config.ts's CHUNK_GROUPS. */
  name?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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
 * same page, a preload of its first card's picture, and its screen's styles
 * and modulepreloads of its chunks: the page paints before any script runs,
 * and the code that takes it over comes at once, behind what paints it.
 */
export class SpaHtml {
  private readonly screenPreloads: Record<PublicScreen, string>;

  constructor(
    private readonly template: string,
    manifest: Manifest,
  ) {
    this.screenPreloads = {
      landing: screenPreloads(manifest, SCREEN_CHUNKS.landing),
      explore: screenPreloads(manifest, SCREEN_CHUNKS.explore),
      card: screenPreloads(manifest, SCREEN_CHUNKS.card),
      holder: screenPreloads(manifest, SCREEN_CHUNKS.holder),
    };
  }

  /** index.html as built: every other route of the SPA. */
  get plain(): string {
    return this.template;
  }

  /** `markup`: the root element's HTML drawn by the server, null to send the page for the SPA to draw. */
  render(page: PublicPage, baseUrl: string, markup: string | null = null): string {
    const head = [
      ...(page.leadCard ? [imagePreload(page.leadCard.giftCardImg, page.leadCard.giftCardImgSrcset, page.screen === 'card' ? CARD_IMAGE_SIZES.details : CARD_IMAGE_SIZES.tile)] : []),
      this.screenPreloads[page.screen],
    ]
      .filter(Boolean)
      .join('\n    ');
    const html = withSharePreview(this.template, page.preview, baseUrl).replace('</head>', () => (head ? `    ${head}\n  </head>` : '</head>'));
    if (markup === null) return hasData(page.data) ? html.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${dataBlock(page.data)}`) : html;
    const { hoisted, body } = splitHoisted(markup);
    // Drawn HTML always comes with the data it was drawn from (maybe none): the SPA hydrates only what it can draw the same.
    const drawn = html
      .replace('</head>', () => (hoisted ? `    ${hoisted}\n  </head>` : '</head>'))
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${dataBlock(page.data)}`);
    return behindContent(drawn);
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
 * A drawn page needs its scripts to respond, not to paint: they load at low priority, after the styles and the
 * first picture, which a phone's network otherwise shares with a hundred kilobytes of code.
 */
const behindContent = (html: string) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

/**
 * React's renderer puts the elements a page hoists into the document's head (a `<meta>` it renders, a preload of a
 * picture it shows first) ahead of the markup of a render that is not a whole document: they go to the head.
 */
function splitHoisted(markup: string): { hoisted: string; body: string } {
  const hoisted = /^(?:<(?:meta|link)\b[^>]*\/>)*/.exec(markup)![0];
  return { hoisted, body: markup.slice(hoisted.length) };
}

function dataBlock(data: PageData): string {
  return `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
}

function imagePreload(src: string, srcset: string | undefined, sizes: string): string {
  const set = srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attribute(src)}"${set} fetchpriority="high" />`;
}

/** modulepreload and stylesheet links of a screen's chunk and the chunks it imports, minus what index.html already loads. */
function screenPreloads(manifest: Manifest, chunkName: string): string {
  const entry = manifest['index.html'];
  const screen = Object.keys(manifest).find((key) => manifest[key]!.name === chunkName);
  if (!entry || !screen) return '';
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
  visit(screen);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${attribute(file)}" />`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}" />`),
  ].join('\n    ');
}
