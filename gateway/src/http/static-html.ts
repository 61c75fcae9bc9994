import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_IMAGE_SIZES, PUBLIC_PAGE_DATA_ID, type PublicPageData } from '@gv/proto';
import type { PublicPage, PublicScreen } from './static-public-page.js';
import { withSharePreview } from './share-preview.js';

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The SPA's lazily loaded screen of each public page (web/src/app/router.tsx), by its source path in the build manifest. */
/** The storefront screens also load the storefront's and the purchase dialog's state (see web/src/app/router.tsx). */
const SCREEN_FEATURES = ['src/features/storefront/storefront-feature.ts', 'src/features/purchase/purchase-feature.ts'];
const SCREEN_SOURCES: Record<PublicScreen, string[]> = {
  explore: ['src/features/storefront/components/explore-page.tsx', ...SCREEN_FEATURES],
  card: ['src/features/storefront/components/gift-card-details-page.tsx', ...SCREEN_FEATURES],
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
 * description, canonical URL and share tags, its data as a JSON block (not a
 * script, so the strict CSP holds), a preload of its first card's picture
 * and modulepreloads of its screen's chunks, so the browser fetches all of it
 * while the main script still downloads.
 */
export class SpaHtml {
  private readonly screenPreloads: Record<PublicScreen, string>;

  constructor(
    private readonly template: string,
    manifest: Manifest,
  ) {
    this.screenPreloads = {
      explore: screenPreloads(manifest, SCREEN_SOURCES.explore),
      card: screenPreloads(manifest, SCREEN_SOURCES.card),
    };
  }

  /** index.html as built: every other route of the SPA. */
  get plain(): string {
    return this.template;
  }

  render(page: PublicPage, baseUrl: string): string {
    const head = [
      ...(page.leadCard ? [imagePreload(page.leadCard.giftCardImg, page.leadCard.giftCardImgSrcset, page.screen === 'card' ? CARD_IMAGE_SIZES.details : CARD_IMAGE_SIZES.tile)] : []),
      ...(page.screen ? [this.screenPreloads[page.screen]] : []),
    ]
      .filter(Boolean)
      .join('\n    ');
    const html = withSharePreview(this.template, page.preview, baseUrl).replace('</head>', () => (head ? `    ${head}\n  </head>` : '</head>'));
    return hasData(page.data) ? html.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${dataBlock(page.data)}`) : html;
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

const hasData = (data: PublicPageData) => Object.keys(data).length > 0;

function dataBlock(data: PublicPageData): string {
  return `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
}

function imagePreload(src: string, srcset: string | undefined, sizes: string): string {
  const set = srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attribute(src)}"${set} fetchpriority="high" />`;
}

/** modulepreload and stylesheet links of a screen's chunks and the chunks they import, minus what index.html already loads. */
function screenPreloads(manifest: Manifest, sources: string[]): string {
  const entry = manifest['index.html'];
  if (!entry || !manifest[sources[0]!]) return '';
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
  sources.forEach(visit);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${attribute(file)}" />`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}" />`),
  ].join('\n    ');
}
