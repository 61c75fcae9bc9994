import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { BENCH_SUPER_ADMIN, seedBusinessWithCards } from './storefront.js';

/**
 * Lighthouse with its default mobile profile (simulated 4× CPU slowdown,
 * 1.6 Mbps, 150 ms round trips) in Debian's Chromium on the public pages of a
 * business with 7 cards, served by an all-in-one platform in a process of its
 * own. Each page is measured RUNS times; every figure printed is the median.
 *
 * Alone (after `npm run build`): `node deploy/launcher/dist/bench/lighthouse.js`,
 * or `… lighthouse.js http://host:port` against a running platform whose
 * super admin is BENCH_SUPER_ADMIN. Reports land in .bench/lighthouse/.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Only these pages when set, e.g. `/,/{businessSlug}/giftcards` (labels as printed). */
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
const CARDS = 7;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const REPORTS = fileURLToPath(new URL('../../../../.bench/lighthouse/', import.meta.url));
/** The floor for each public page (docs/benchmarks.md). */
export const LIGHTHOUSE_FLOOR = { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0, accessibility: 95, bestPractices: 95, seo: 95 };

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A card picture with a photo's amount of detail (gradient, shapes, grain), so its weight on the wire is realistic. */
async function cardPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 397) % 1600}" cy="${(i * 251) % 1000}" r="${40 + ((i * 37) % 120)}" fill="#fff" fill-opacity="0.${(i % 7) + 1}"/>`).join('')}
    <text x="80" y="900" font-size="120" font-family="sans-serif" fill="#fff">Tasting menu</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The public pages of the spec, for a seeded business and one of its cards. */
async function publicPages(baseUrl: string): Promise<string[]> {
  const slug = await seedBusinessWithCards(baseUrl, CARDS, await cardPicture());
  const list = (await (await fetch(`${baseUrl}/api/v1/public/giftcards?businessSlug=${slug}`)).json()) as { giftCards: { _id: string }[] };
  const cardId = list.giftCards[0]._id;
  return ['/', '/explore', `/${slug}/giftcards`, `/${slug}/gift-card/${cardId}`, `/gift-card/${cardId}`];
}

/** Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP under a busy CPU): such a run is repeated, twice at most. */
async function measure(url: string, report: string): Promise<Omit<LighthouseFigures, 'page'>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, report);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${(error as Error).message}; measuring again`);
    }
  }
}

async function measureOnce(url: string, report: string): Promise<Omit<LighthouseFigures, 'page'>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${report.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

export function formatFigures(figures: LighthouseFigures): string {
  const misses = [
    figures.performance < LIGHTHOUSE_FLOOR.performance && 'performance',
    figures.lcpMs > LIGHTHOUSE_FLOOR.lcpMs && 'LCP',
    figures.tbtMs > LIGHTHOUSE_FLOOR.tbtMs && 'TBT',
    figures.cls > LIGHTHOUSE_FLOOR.cls && 'CLS',
    figures.accessibility < LIGHTHOUSE_FLOOR.accessibility && 'accessibility',
    figures.bestPractices < LIGHTHOUSE_FLOOR.bestPractices && 'best practices',
    figures.seo < LIGHTHOUSE_FLOOR.seo && 'SEO',
  ].filter(Boolean);
  return [
    figures.page.padEnd(58),
    `performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo};`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s, FCP ${(figures.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
    misses.length ? `  BELOW FLOOR: ${misses.join(', ')}` : '',
  ].join(' ');
}

/** Lighthouse RUNS times on each public page of a freshly seeded business at `baseUrl`; the median of each figure, printed as each page ends. */
export async function lighthousePublicPages(baseUrl: string, print: (line: string) => void = console.log): Promise<LighthouseFigures[]> {
  const pages = (await publicPages(baseUrl)).map((path) => ({ path, label: path.replace(/[0-9a-f-]{36}/, '{id}').replace(/^\/bench-[^/]+/, '/{businessSlug}') }));
  const rows: LighthouseFigures[] = [];
  for (const { path, label } of pages.filter((page) => !ONLY || ONLY.includes(page.label))) {
    const runs: Omit<LighthouseFigures, 'page'>[] = [];
    for (let run = 1; run <= RUNS; run++) runs.push(await measure(baseUrl + path, `${label}-${run}`));
    const pick = (key: keyof Omit<LighthouseFigures, 'page'>) => median(runs.map((figures) => figures[key]));
    const row: LighthouseFigures = {
      page: label,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      fcpMs: pick('fcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
    };
    rows.push(row);
    print(`lighthouse mobile, median of ${RUNS}: ${formatFigures(row)}`);
  }
  return rows;
}

/** `npm start`'s all-in-one platform as a process of its own, so Lighthouse's work does not slow the server it measures. */
async function startPlatform(): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gv-bench-lh-'));
  const port = 4900 + Math.floor(Math.random() * 90);
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(new URL('../all-in-one.js', import.meta.url))], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SUPERADMIN_EMAIL: BENCH_SUPER_ADMIN.email, SUPERADMIN_PASSWORD: BENCH_SUPER_ADMIN.password },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Also when the bench dies on an uncaught error (Chromium missing, say): no platform left running on its own.
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the platform did not become healthy');
}

/** Starts a platform unless `url` names a running one, measures its public pages, stops what it started. */
export async function lighthouseBench(url?: string, print?: (line: string) => void): Promise<LighthouseFigures[]> {
  const platform = url ? { url: url.replace(/\/+$/, ''), stop: async () => undefined } : await startPlatform();
  try {
    return await lighthousePublicPages(platform.url, print);
  } finally {
    await platform.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await lighthouseBench(process.argv[2]);
  process.exit(0);
}
